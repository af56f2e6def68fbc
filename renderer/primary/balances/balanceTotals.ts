export {
  categoriesOf,
  KNOWN_CATEGORIES,
  totalsByAsset,
  type AssetTotal,
  type BalanceCategory,
  type Balances,
  type Entry,
  type KnownCategory,
} from '../../../shared/portfolio/balanceCategories';
import type { BalanceCategory, KnownCategory } from '../../../shared/portfolio/balanceCategories';

const CATEGORY_LABELS: Record<KnownCategory, string> = {
  unlockedUnstaked: 'Unlocked, not staked',
  unlockedStaked: 'Unlocked, staked',
  lockedPlatform: 'Locked (platform)',
  lockedStakeable: 'Locked, stakeable',
  lockedStaked: 'Locked, staked',
  pendingStaked: 'Pending stake',
  unlocked: 'Unlocked',
  locked: 'Locked',
  atomicMemoryUnlocked: 'Atomic memory, unlocked',
  atomicMemoryLocked: 'Atomic memory, locked',
};

/** A category's label; one Ridgeline does not know is shown under its own key. */
export function categoryLabel(category: BalanceCategory): string {
  return (CATEGORY_LABELS as Record<string, string>)[category] ?? category;
}
