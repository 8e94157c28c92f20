/**
 * IP literal classification that works in the browser and on the server alike
 * (node:net is not available to the pages). Returns 4, 6 or 0 like node's net.isIP.
 */
export function isIP(text: string): 0 | 4 | 6 {
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(text)) {
    return text.split('.').every((g) => Number(g) <= 255) ? 4 : 0;
  }
  if (!text.includes(':') || text.length > 45) return 0;
  const halves = text.split('::');
  if (halves.length > 2) return 0;
  const countGroups = (part: string): number | null => {
    if (part === '') return 0;
    const groups = part.split(':');
    let count = 0;
    for (const [index, group] of groups.entries()) {
      if (index === groups.length - 1 && group.includes('.')) {
        if (isIP(group) !== 4) return null;
        count += 2;
      } else if (/^[0-9a-fA-F]{1,4}$/.test(group)) {
        count += 1;
      } else {
        return null;
      }
    }
    return count;
  };
  const left = countGroups(halves[0] ?? '');
  const right = halves.length === 2 ? countGroups(halves[1] ?? '') : 0;
  if (left === null || right === null) return 0;
  if (halves.length === 2) return left + right <= 7 ? 6 : 0;
  return left === 8 ? 6 : 0;
}
