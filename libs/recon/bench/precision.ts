// bench:precision — the matcher's precision and recall over many generated two-day sets (issue 16's
// noises; libs/recon judgedTwoDays, the accuracy test's days and judge), 3,000 BO rows a day. The
// accuracy test holds five seeds to 100 % precision; this sweeps many more, to measure how often a
// stranger's transfer proves a request whose own money never came, and on which evidence (a first name
// alone, a last word cut to its initial, whole words with some left out, a word cut mid-way, the full name,
// a reference or the player's account).
// CHECKER_BENCH_PRECISION_SEEDS: a range (`100-159`, the default) or a list (`1,2,3`).
import { describeWrong, judgedTwoDays, type EvidenceClass } from '../src/matcher/two-days-judged';

function seedsOf(text: string): number[] {
  const range = /^(\d+)-(\d+)$/.exec(text.trim());
  if (!range) return text.split(',').map(Number);
  const [from, to] = [Number(range[1]), Number(range[2])];
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

const seeds = seedsOf(process.env.CHECKER_BENCH_PRECISION_SEEDS ?? '100-159');
const percent = (part: number, whole: number, digits = 2): string => `${((part / Math.max(whole, 1)) * 100).toFixed(digits)} %`;

const byClass = new Map<EvidenceClass, { right: number; wrong: number }>();
const recalls: number[] = [];
let provable = 0;
let right = 0;
let wrong = 0;
let setsWithWrong = 0;
for (const seed of seeds) {
  const judged = judgedTwoDays(seed, 3000);
  const wrongPairs = judged.pairs.filter((pair) => !pair.right);
  for (const pair of judged.pairs) {
    const counts = byClass.get(pair.evidenceClass) ?? { right: 0, wrong: 0 };
    counts[pair.right ? 'right' : 'wrong'] += 1;
    byClass.set(pair.evidenceClass, counts);
  }
  provable += judged.provable;
  right += judged.right;
  wrong += wrongPairs.length;
  recalls.push(judged.right / judged.provable);
  if (wrongPairs.length > 0) {
    setsWithWrong += 1;
    console.log(`seed ${seed}: ${wrongPairs.map((pair) => `[${pair.evidenceClass}] ${describeWrong(pair)}`).join('; ')}`);
  }
}
const sorted = [...recalls].sort((a, b) => a - b);
console.log(
  `${seeds.length} two-day sets (${provable} provable BO rows): ${right + wrong} pairs, ${wrong} wrong in ${setsWithWrong} sets; ` +
    `precision ${percent(right, right + wrong, 4)}, recall ${percent(right, provable)} (per set: min ${percent(sorted[0] ?? 0, 1)}, ` +
    `median ${percent(sorted[Math.floor(sorted.length / 2)] ?? 0, 1)}, below 99 %: ${sorted.filter((recall) => recall < 0.99).length})`,
);
for (const [evidenceClass, counts] of [...byClass].sort((a, b) => b[1].right - a[1].right)) {
  console.log(`  ${evidenceClass}: ${counts.right} right, ${counts.wrong} wrong`);
}
