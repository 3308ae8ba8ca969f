import { msg } from '@lingui/core/macro';

import { activateLanguage, i18n, loadFeatureMessages } from '../i18n/i18n';
import { storedLanguage } from '../i18n/stored-language';

/**
 * The page a player gets when the operator's configuration cannot be read or breaks a rule
 * (docs/architecture.md#deploying): what happened in the player's language, the problem itself
 * for whoever runs the site, and Try again. Plain DOM, loaded only then: the app never started.
 */
export async function showConfigProblem(problem: string, root: HTMLElement, retry: () => void): Promise<void> {
  try {
    await activateLanguage(storedLanguage().code, { remember: false });
    await loadFeatureMessages();
  } catch {
    // No catalog (the same problem may keep it away): the source texts still say it.
  }
  const page = document.createElement('main');
  page.className = 'config-problem';
  const heading = document.createElement('h1');
  heading.textContent = i18n._(msg`This site cannot open right now`);
  const explanation = document.createElement('p');
  explanation.textContent = i18n._(
    msg`Its settings could not be read. Try again in a moment; if it keeps happening, tell the site's support.`,
  );
  const detail = document.createElement('p');
  detail.className = 'config-problem__detail';
  detail.textContent = problem;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'config-problem__retry';
  button.textContent = i18n._(msg`Try again`);
  button.addEventListener('click', retry);
  page.append(heading, explanation, detail, button);
  root.replaceChildren(page);
}
