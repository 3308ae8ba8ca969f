import { msg } from '@lingui/core/macro';

/**
 * The installed app's name and description. The web app manifest is built from the EN catalog
 * entries of these (vite.config.ts reads them by the contexts of src/config/manifest-texts.ts),
 * so the home-screen name, the install guide and the catalogs never disagree. The macro takes
 * only literal contexts, hence the repetition.
 */
export const APP_NAME = msg({ context: 'manifest:name', message: 'Lobby — Games & Lottery' });
/**
 * No module reads it: extraction puts it in the catalogs, where vite.config.ts reads the
 * manifest's description. The export keeps the declaration (an unread local fails the
 * typecheck); `@public` tells knip that it has no importer on purpose.
 * @public
 */
export const APP_DESCRIPTION = msg({
  context: 'manifest:description',
  message: 'Games, live casino and lottery lobbies that open even on a weak network.',
});
