/**
 * Reads one translation out of a gettext catalog by its context (`msgctxt`), for build tools
 * that need a catalog text outside the app (the web app manifest). Handles the quoted,
 * possibly multi-line strings that Lingui writes; answers undefined when the entry is missing
 * or untranslated.
 */
export function poEntryByContext(poText: string, context: string): string | undefined {
  return translationWhere(poText, (fields) => fields.msgctxt === context);
}

/**
 * Reads the translation of one message (its English text, and its context when it has one) out
 * of a gettext catalog, for build tools that draw app texts outside the app (the tab bar of home's
 * first paint); undefined when the entry is missing or untranslated.
 */
export function poEntry(poText: string, message: string, context?: string): string | undefined {
  return translationWhere(poText, (fields) => fields.msgid === message && fields.msgctxt === context);
}

function translationWhere(poText: string, matches: (fields: Record<string, string>) => boolean): string | undefined {
  const blocks = poText.replace(/\r\n/g, '\n').split(/\n{2,}/);
  for (const block of blocks) {
    const fields = readFields(block);
    if (matches(fields) && fields.msgstr) return fields.msgstr;
  }
  return undefined;
}

function readFields(block: string): Record<string, string> {
  const fields: Record<string, string> = {};
  let current: string | undefined;
  for (const line of block.split('\n')) {
    const start = /^(msgctxt|msgid|msgstr)\s+(".*")$/.exec(line);
    if (start) {
      current = start[1]!;
      fields[current] = unquote(start[2]!);
    } else if (current && /^".*"$/.test(line)) {
      fields[current] += unquote(line);
    } else {
      current = undefined;
    }
  }
  return fields;
}

function unquote(quoted: string): string {
  return JSON.parse(quoted) as string;
}
