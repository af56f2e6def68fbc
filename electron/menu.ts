import { Menu, type MenuItemConstructorOptions } from 'electron';

/** The standard menus by role, so shortcuts (copy, paste, zoom, reload, quit) work as on every app of the platform. */
export function buildAppMenu(platform: NodeJS.Platform = process.platform): Menu {
  const template: MenuItemConstructorOptions[] = [
    ...(platform === 'darwin' ? [{ role: 'appMenu' as const }] : []),
    { role: 'fileMenu' },
    { role: 'editMenu' },
    { role: 'viewMenu' },
    { role: 'windowMenu' },
  ];
  return Menu.buildFromTemplate(template);
}
