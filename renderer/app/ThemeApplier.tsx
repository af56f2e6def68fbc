import { useEffect } from 'react';
import { useSettings } from '../settings/useSettings';

/** Puts the chosen theme on <html>; "system" removes the attribute so the OS preference applies (theme.css). */
export function ThemeApplier() {
  const theme = useSettings().data?.theme;
  useEffect(() => {
    const root = document.documentElement;
    if (theme === 'light' || theme === 'dark') root.dataset.theme = theme;
    else delete root.dataset.theme;
  }, [theme]);
  return null;
}
