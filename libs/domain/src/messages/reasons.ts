import { CATALOGUES, formatMessage, type MessageKey, type MessageValue, type MessageValues, type Said } from './catalogue';

/**
 * The checker stores its match reasons as English text (the API answers them so); a page reads one back
 * into its catalogue message (the `match.` area, whose English side is that text) to show it in the
 * user's language. A part that is itself a stored text (the reason a Delete undid, the evidence of a
 * proof, how many days later) is read back too, and only as one of its own kind of message.
 */
/** Evidence words are read only inside a proof: 'name {value}' alone would take any text that starts so. */
const isReason = (key: MessageKey): boolean => !key.startsWith('match.evidence.');
const NESTED: Readonly<Record<string, (key: MessageKey) => boolean>> = {
  reason: isReason,
  evidence: (key) => key.startsWith('match.evidence.'),
  later: (key) => key.startsWith('match.later.'),
};

/** Counts and ids are digits (or N, as the dashboard groups reasons); no value spans two parts of a list ('; '). */
const NUMBERS = new Set(['count', 'rows', 'requests', 'transfers', 'days', 'id', 'hours']);
const valuePattern = (name: string): string => (NUMBERS.has(name) ? '(\\d+|N)' : '([^;]+?)');

interface Template {
  key: MessageKey;
  pattern: RegExp;
  names: string[];
}

const PLACEHOLDER = /\{(\w+)\}/g;
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let templates: Template[] | null = null;

/** The `match.` texts as patterns, the most literal first, so 'claimed by another BO row' wins over 'claimed by {ticket}'. */
function matchTemplates(): Template[] {
  templates ??= (Object.keys(CATALOGUES.en) as MessageKey[])
    .filter((key) => key.startsWith('match.'))
    .map((key) => {
      const text = CATALOGUES.en[key];
      const names = [...text.matchAll(PLACEHOLDER)].map((found) => found[1] as string);
      const literal = text.split(PLACEHOLDER).filter((_, index) => index % 2 === 0);
      const source = literal.map((part, index) => (index === 0 ? '' : valuePattern(names[index - 1] as string)) + escape(part)).join('');
      return { key, names, pattern: new RegExp(`^${source}$`), weight: literal.join('').length };
    })
    .sort((a, b) => b.weight - a.weight)
    .map(({ key, names, pattern }) => ({ key, names, pattern }));
  return templates;
}

/** A match reason as the checker stores it (libs/recon, apps/api): the English text of its `match.` message. */
export function storedReason(key: MessageKey, values?: MessageValues): string {
  return formatMessage('en', key, values);
}

/** A stored match reason read back into its message; null when it is not one (a person's own words, an older text). */
export function matchReasonSaid(text: string, accept: (key: MessageKey) => boolean = isReason): Said | null {
  for (const { key, names, pattern } of matchTemplates()) {
    if (!accept(key)) continue;
    const found = pattern.exec(text);
    if (!found) continue;
    const values: Record<string, MessageValue> = {};
    const read = names.every((name, index) => {
      const raw = found[index + 1] as string;
      const nested = NESTED[name];
      const inner = nested ? matchReasonSaid(raw, nested) : raw;
      if (inner !== null) values[name] = inner;
      return inner !== null;
    });
    if (read) return names.length > 0 ? { key, values } : { key };
  }
  return null;
}

/**
 * A stored match reason as `render` puts a catalogue text (a page's `text`): read back when it is one,
 * part by part when it lists several ('; '), else as it was stored.
 */
export function matchReasonText(render: (key: MessageKey, values?: MessageValues) => string, text: string): string {
  const said = matchReasonSaid(text);
  if (said) return render(said.key, said.values);
  return text.includes('; ') ? text.split('; ').map((part) => matchReasonText(render, part)).join('; ') : text;
}
