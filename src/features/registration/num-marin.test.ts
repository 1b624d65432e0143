import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isNumMarinFormat, numMarinError, stripSpaces } from "./num-marin";

const asciiDigit = fc.constantFrom("0", "1", "2", "3", "4", "5", "6", "7", "8", "9");
const digits = (min: number, max: number) => fc.array(asciiDigit, { minLength: min, maxLength: max }).map((d) => d.join(""));
const validNumMarin = fc.oneof(
  digits(8, 8),
  fc.tuple(fc.constantFrom("**", "TI"), digits(0, 6)).map(([prefix, rest]) => prefix + rest),
);
/** Unicode decimal digits that are not ASCII: Arabic-Indic, Devanagari, fullwidth, Bengali, Thai. */
const unicodeDigit = fc.constantFrom("٣", "۷", "५", "３", "৭", "๙", "𝟘");
const space = fc.constantFrom(
  " ",
  "\t",
  "\n",
  "\r",
  "\v",
  "\f",
  "\u00A0",
  "\u1680",
  "\u2000",
  "\u2003",
  "\u2007",
  "\u2009",
  "\u200A",
  "\u2028",
  "\u2029",
  "\u202F",
  "\u205F",
  "\u3000",
  "\uFEFF",
  "\u180E",
  "\u200B",
  "\u2060",
);

/** The rule of spec point 5 written independently of the implementation. */
function followsRule(value: string): boolean {
  const isAsciiDigits = (s: string) => Array.from(s).every((c) => c >= "0" && c <= "9");
  if (value.length === 8 && isAsciiDigits(value)) return true;
  const prefix = value.slice(0, 2);
  const rest = value.slice(2);
  return (prefix === "**" || prefix === "TI") && rest.length <= 6 && isAsciiDigits(rest);
}

describe("numMarin format", () => {
  it("accepts the examples of the hint", () => {
    for (const example of ["12345678", "**12345", "TI12345", "**", "TI", "TI123456", "**000000"]) {
      expect(isNumMarinFormat(example)).toBe(true);
    }
  });

  it("refuses near misses", () => {
    for (const value of [
      "1234567",
      "123456789",
      "ti12345",
      "Ti12345",
      "*12345",
      "TI1234567",
      "**1234567",
      "1234 5678",
      "12345678\n",
      "TI-1234",
      "ABCDEFGH",
      "",
    ]) {
      expect(isNumMarinFormat(value)).toBe(false);
    }
  });

  it("agrees with the rule on any string", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 12 }), (value) => isNumMarinFormat(value) === followsRule(value)),
      { numRuns: 2000 },
    );
  });

  it("agrees with the rule on strings made of digits, prefixes and stars", () => {
    const piece = fc.constantFrom("1", "9", "0", "*", "T", "I", "**", "TI", "x");
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 12 }).map((p) => p.join("")),
        (value) => isNumMarinFormat(value) === followsRule(value),
      ),
      { numRuns: 3000 },
    );
  });

  it("accepts every valid number", () => {
    fc.assert(fc.property(validNumMarin, (value) => isNumMarinFormat(value)));
  });

  it("refuses a valid number with any ASCII digit replaced by a Unicode digit", () => {
    fc.assert(
      fc.property(
        validNumMarin.filter((v) => /[0-9]/.test(v)),
        unicodeDigit,
        fc.nat(),
        (value, digit, at) => {
          const positions = Array.from(value).flatMap((c, i) => (/[0-9]/.test(c) ? [i] : []));
          const index = positions[at % positions.length] ?? 0;
          const tampered = Array.from(value)
            .map((c, i) => (i === index ? digit : c))
            .join("");
          return !isNumMarinFormat(tampered) && !isNumMarinFormat(stripSpaces(tampered));
        },
      ),
    );
  });

  it("refuses very long input without slowing down", () => {
    const long = "1".repeat(100_000);
    const started = performance.now();
    expect(isNumMarinFormat(long)).toBe(false);
    expect(isNumMarinFormat(`TI${long}`)).toBe(false);
    expect(isNumMarinFormat(`**${"*".repeat(100_000)}`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("spaces as the user types or pastes", () => {
  it("removes every kind of space and keeps everything else", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(space, fc.string({ maxLength: 3 }).map(stripSpaces)), { maxLength: 20 }), (parts) => {
        const typed = parts.join("");
        const kept = stripSpaces(typed);
        return !/[\s\u180E\u200B\u2060]/u.test(kept) && kept === parts.filter((p) => !/^[\s\u180E\u200B\u2060]$/u.test(p)).join("");
      }),
    );
  });

  it("turns a valid number pasted with spaces of any kind into the number", () => {
    fc.assert(
      fc.property(validNumMarin, fc.array(fc.tuple(fc.nat(), space), { maxLength: 10 }), (value, insertions) => {
        const chars = Array.from(value);
        for (const [at, s] of insertions) chars.splice(at % (chars.length + 1), 0, s);
        const pasted = chars.join("");
        return stripSpaces(pasted) === value && isNumMarinFormat(stripSpaces(pasted));
      }),
    );
  });

  it("turns a pasted sentence into something the format refuses", () => {
    expect(isNumMarinFormat(stripSpaces("Mon numéro est le 12345678"))).toBe(false);
    expect(stripSpaces(" 12 34\u00A056\u202F78 ")).toBe("12345678");
  });
});

describe("the field's error", () => {
  it("is required whether dirty or not", () => {
    expect(numMarinError("", false)).toBe("required");
    expect(numMarinError("", true)).toBe("required");
  });

  it("checks the format only once the field is dirty", () => {
    expect(numMarinError("12", false)).toBeNull();
    expect(numMarinError("12", true)).toBe("format");
  });

  it("is null for any valid number", () => {
    fc.assert(fc.property(validNumMarin, fc.boolean(), (value, dirty) => numMarinError(value, dirty) === null));
  });

  it("is format for any non-empty value that breaks the rule, once dirty", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 16 }).filter((v) => !followsRule(v)),
        (value) => numMarinError(value, true) === "format",
      ),
    );
  });
});
