import { randomInt } from 'node:crypto';

const UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 0–99 in English words ("twenty-one"): operands are written out so a bot must read, not just eval. */
export function numberWord(value: number): string {
  if (value < 20) return UNITS[value] ?? '';
  const unit = value % 10;
  return `${TENS[Math.floor(value / 10)] ?? ''}${unit ? `-${UNITS[unit] ?? ''}` : ''}`;
}

/**
 * A visitor's answer as digits, or null when it is no number: "11", " 011 ", "Eleven", "twenty one"
 * and "twenty-one" all count, since the question asks for digits but a spelled-out number is as right.
 */
export function numberAnswer(text: string): string | null {
  const clean = text
    .trim()
    .toLowerCase()
    .replace(/[.!]+$/, '');
  if (/^\d{1,3}$/.test(clean)) return String(Number(clean));
  const words = clean.split(/[\s-]+/).filter((word) => word !== 'and');
  const [first = '', second] = words;
  if (words.length === 1 && UNITS.includes(first)) return String(UNITS.indexOf(first));
  const tens = TENS.indexOf(first);
  if (tens < 2 || words.length > 2) return null;
  if (second === undefined) return String(tens * 10);
  const unit = UNITS.indexOf(second);
  return unit >= 1 && unit <= 9 ? String(tens * 10 + unit) : null;
}

type Random = (min: number, max: number) => number;
type Template = (random: Random) => { question: string; answer: number };

const DIGITS = 'Answer in digits.';

const plus: Template = (random) => {
  const [a, b] = [random(1, 10), random(1, 10)];
  return { question: `What is ${numberWord(a)} plus ${numberWord(b)}? ${DIGITS}`, answer: a + b };
};

/** A few shapes of small sums, so one pattern-matching regex does not solve them all. */
const TEMPLATES: readonly Template[] = [
  plus,
  (random) => {
    const [a, b] = [random(6, 20), random(1, 6)];
    return { question: `What is ${numberWord(a)} minus ${numberWord(b)}? ${DIGITS}`, answer: a - b };
  },
  (random) => {
    const a = random(1, 19);
    return { question: `Which number comes after ${numberWord(a)}? ${DIGITS}`, answer: a + 1 };
  },
  (random) => {
    const [a, b] = [random(2, 6), random(2, 6)];
    return {
      question: `How many legs do ${numberWord(a)} chairs with ${numberWord(b)} legs each have in total? ${DIGITS}`,
      answer: a * b,
    };
  },
  (random) => {
    // Three distinct values, rotated so the largest is not always in the same place.
    const values = [random(1, 7), random(7, 13), random(13, 20)];
    const shift = random(0, 3);
    const [a = 0, b = 0, c = 0] = [...values.slice(shift), ...values.slice(0, shift)];
    return {
      question: `Which is the largest of ${numberWord(a)}, ${numberWord(b)} and ${numberWord(c)}? ${DIGITS}`,
      answer: Math.max(a, b, c),
    };
  },
];

/** A random question and its answer in digits (what is hashed and stored). */
export function randomQuestion(random: Random = randomInt): { question: string; answer: string } {
  const template = TEMPLATES[random(0, TEMPLATES.length)] ?? plus;
  const { question, answer } = template(random);
  return { question, answer: String(answer) };
}
