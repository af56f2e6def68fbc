import { L1_MIN_FEE_NAVAX_PER_SECOND } from '../../../shared/api/l1Fee';
import { ListSection } from '../../components/DataTable/ListSection';
import { useL1Validators } from './useL1Validators';

/** The validators of one L1 (inactive ones too): weight, balance left and when it runs out at the current fee. */
export function L1ValidatorsTable({ subnetId }: { subnetId: string }) {
  const validators = useL1Validators({ subnetId });
  return (
    <ListSection
      id="primary-l1-validators"
      title="L1 validators"
      {...validators}
      emptyMessage="This L1 has no validators."
      itemNoun="validators"
      height={360}
    >
      <p className="muted">
        Each validator pays the L1 fee from its balance, at least {L1_MIN_FEE_NAVAX_PER_SECOND} nAVAX a second; the date it runs out assumes
        that rate.
      </p>
    </ListSection>
  );
}
