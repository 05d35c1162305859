import { useEffect, useState, type PropsWithChildren } from 'react';
import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { GLOBALS_UPDATED, SET_GLOBALS } from 'storybook/internal/core-events';
import { darkTheme, lightTheme } from '../packages/interactions/src/theme/index.js';
import { docsThemes, type ThemeName } from './storybook-themes';
import { applyDocumentTheme, DEFAULT_THEME, toThemeName } from './theme-globals';

interface GlobalsPayload {
  globals?: Record<string, unknown>;
}

/** The theme chosen in the toolbar when this docs page mounted. */
function currentTheme(context: DocsContainerProps['context']): ThemeName {
  // The docs context keeps the preview's store; its user globals hold the toolbar value.
  const store = (
    context as unknown as { store?: { userGlobals?: { get?: () => Record<string, unknown> } } }
  ).store;
  const fromStore = store?.userGlobals?.get?.()?.theme;
  if (fromStore !== undefined) return toThemeName(fromStore);
  const fromUrl = new URLSearchParams(window.location.search)
    .get('globals')
    ?.match(/(?:^|;)theme:(light|dark)/)?.[1];
  return fromUrl ? toThemeName(fromUrl) : DEFAULT_THEME;
}

/**
 * Docs pages follow the toolbar's light/dark switch: Storybook's docs UI gets a theme made
 * from the package tokens, and the page carries the package's theme class, fonts and background.
 */
export function ThemedDocsContainer({ context, children }: PropsWithChildren<DocsContainerProps>) {
  const [theme, setTheme] = useState<ThemeName>(() => currentTheme(context));

  useEffect(() => {
    const onGlobals = ({ globals }: GlobalsPayload) => {
      if (globals && 'theme' in globals) setTheme(toThemeName(globals.theme));
    };
    context.channel.on(GLOBALS_UPDATED, onGlobals);
    context.channel.on(SET_GLOBALS, onGlobals);
    return () => {
      context.channel.off(GLOBALS_UPDATED, onGlobals);
      context.channel.off(SET_GLOBALS, onGlobals);
    };
  }, [context.channel]);

  useEffect(() => applyDocumentTheme(theme), [theme]);

  return (
    <div className={theme === 'dark' ? darkTheme : lightTheme} data-theme={theme}>
      <DocsContainer context={context} theme={docsThemes[theme]}>
        {children}
      </DocsContainer>
    </div>
  );
}
