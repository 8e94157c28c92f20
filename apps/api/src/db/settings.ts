/** Runtime settings (set_config) local to one transaction, as one statement: `$1` the names, `$2` the values. */
export const SET_LOCAL_SETTINGS = 'SELECT set_config(s.name, s.value, true) FROM unnest($1::text[], $2::text[]) AS s(name, value)';

/** The two parameters of SET_LOCAL_SETTINGS. */
export function setLocalParameters(settings: ReadonlyArray<[string, string]>): [string[], string[]] {
  return [settings.map(([name]) => name), settings.map(([, value]) => value)];
}
