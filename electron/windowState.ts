import type { BrowserWindow, Rectangle } from 'electron';
import { join } from 'node:path';
import { z } from 'zod';
import { readJsonFile, writeJsonAtomic } from './core/stores/atomicJson';

const Bounds = z.strictObject({
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  width: z.number().int().min(400),
  height: z.number().int().min(300),
});
const WindowStateFile = z.strictObject({ bounds: Bounds, maximized: z.boolean() });
export type WindowState = z.infer<typeof WindowStateFile>;

const DEFAULT_STATE: WindowState = { bounds: { width: 1280, height: 820 }, maximized: false };

/**
 * The window's size, position and maximized state from the last run. A position on no
 * current display (a monitor was unplugged) is dropped so the window is never off screen.
 */
export async function loadWindowState(dataDir: string, displays: Rectangle[]): Promise<{ state: WindowState; warning?: string }> {
  const { value, warning } = await readJsonFile(join(dataDir, 'window-state.json'), WindowStateFile);
  if (!value) return { state: DEFAULT_STATE, warning };
  const { x, y, width, height } = value.bounds;
  const visible =
    x !== undefined &&
    y !== undefined &&
    displays.some((d) => x < d.x + d.width && x + width > d.x && y < d.y + d.height && y + height > d.y);
  return { state: { maximized: value.maximized, bounds: visible ? value.bounds : { width, height } }, warning };
}

export function saveWindowState(dataDir: string, win: BrowserWindow): Promise<void> {
  const state: WindowState = { bounds: win.getNormalBounds(), maximized: win.isMaximized() };
  return writeJsonAtomic(join(dataDir, 'window-state.json'), state);
}
