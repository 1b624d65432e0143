/**
 * Every kind of space a user can type or paste: JavaScript's \s (which covers the Unicode
 * space separators, no-break spaces, line and paragraph separators and the BOM) plus the
 * invisible separators it leaves out (Mongolian vowel separator, zero-width space, word joiner).
 */
const SPACES = /[\s\u180E\u200B\u2060]/gu;

/** 8 ASCII digits, or '**' or 'TI' followed by 0 to 6 ASCII digits (spec point 5). */
const NUM_MARIN_FORMAT = /^(?:[0-9]{8}|(?:\*\*|TI)[0-9]{0,6})$/;

export type NumMarinError = "required" | "format";

/** What the field keeps of what the user typed or pasted: the value without any space. */
export function stripSpaces(value: string): string {
  return value.replace(SPACES, "");
}

export function isNumMarinFormat(value: string): boolean {
  return NUM_MARIN_FORMAT.test(value);
}

/**
 * The field's error: required always; the format only once the field is dirty (spec point 5).
 * The value is the field's value, already stripped of spaces.
 */
export function numMarinError(value: string, dirty: boolean): NumMarinError | null {
  if (value === "") return "required";
  if (dirty && !isNumMarinFormat(value)) return "format";
  return null;
}
