import { afterEach, describe, expect, it } from "vitest";
import { type SessionSignal, createSessionSignals } from "./session-signals";

const opened: BroadcastChannel[] = [];
afterEach(() => opened.splice(0).forEach((channel) => channel.close()));

class TrackedChannel extends BroadcastChannel {
  constructor(name: string) {
    super(name);
    opened.push(this);
  }
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("the tabs' session channel", () => {
  it("carries a tab's signals to the others, never back to the page that sent them", async () => {
    const mine = createSessionSignals(TrackedChannel);
    const other = createSessionSignals(TrackedChannel);
    const heardHere: SessionSignal[] = [];
    const heardThere: SessionSignal[] = [];
    mine.listen((signal) => heardHere.push(signal));
    other.listen((signal) => heardThere.push(signal));
    mine.announce({ kind: "signed-out" });
    mine.announce({ kind: "signed-in", who: "abc" });
    await nextTask();
    expect(heardThere).toEqual([{ kind: "signed-out" }, { kind: "signed-in", who: "abc" }]);
    expect(heardHere).toEqual([]);
  });

  it("ignores whatever else is posted on the channel's name", async () => {
    const mine = createSessionSignals(TrackedChannel);
    const heard: SessionSignal[] = [];
    mine.listen((signal) => heard.push(signal));
    const stranger = new TrackedChannel("portail-marin.session");
    for (const data of [null, "signed-out", { kind: "signed-in" }, { kind: "signed-in", who: "x".repeat(65) }, { kind: "other" }])
      stranger.postMessage(data);
    await nextTask();
    expect(heard).toEqual([]);
  });

  it("does nothing, and throws nothing, where the browser has no BroadcastChannel", () => {
    const signals = createSessionSignals(undefined);
    expect(() => signals.announce({ kind: "signed-out" })).not.toThrow();
    expect(signals.listen(() => undefined)).toBeTypeOf("function");
  });
});
