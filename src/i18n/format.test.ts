import { describe, expect, it } from "vitest";
import {
  DEFAULT_CURRENCY,
  FIRST_DAY_OF_WEEK,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatNumber,
  formatPercent,
  startOfWeek,
  weekdayNames,
  weekdayNumber,
} from "./format";

// Intl separates thousands with a narrow no-break space and puts a no-break space before € and %.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

describe("French formatting helpers", () => {
  it("writes dates day first, in Paris time", () => {
    expect(formatDate(new Date(Date.UTC(2026, 10, 22, 10)))).toBe("22/11/2026");
    expect(formatDate("2026-01-05T23:30:00Z")).toBe("06/01/2026");
    expect(formatLongDate("2026-07-14T12:00:00Z")).toBe("14 juillet 2026");
    expect(formatDateTime("2026-11-22T13:05:00Z")).toBe("22/11/2026 14:05");
  });

  it("gives an empty string for a date that is not one", () => {
    expect(formatDate("pas une date")).toBe("");
    expect(formatLongDate(Number.NaN)).toBe("");
    expect(formatDateTime("")).toBe("");
  });

  it("writes numbers with a comma and spaced thousands", () => {
    expect(plain(formatNumber(1234.5))).toBe("1 234,5");
    expect(plain(formatNumber(1234567.891))).toBe("1 234 567,89");
    expect(plain(formatPercent(80.36))).toBe("80,36 %");
  });

  it("uses the euro by default and another currency when asked", () => {
    expect(DEFAULT_CURRENCY).toBe("EUR");
    expect(plain(formatCurrency(1234.5))).toBe("1 234,50 €");
    expect(plain(formatCurrency(12, "USD"))).toBe("12,00 $US");
  });

  it("starts the week on Monday", () => {
    expect(FIRST_DAY_OF_WEEK).toBe(1);
    expect(weekdayNames()).toEqual(["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]);
    expect(weekdayNumber(new Date(2026, 10, 22))).toBe(7);
    expect(weekdayNumber(new Date(2026, 10, 23))).toBe(1);
    expect(startOfWeek(new Date(2026, 10, 22, 18))).toEqual(new Date(2026, 10, 16));
    expect(startOfWeek(new Date(2026, 10, 23, 9))).toEqual(new Date(2026, 10, 23));
  });
});
