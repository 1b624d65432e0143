import { createHash } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { coherentRelease } from "./coherent-release";

const ours = "<html>release N+1</html>";
const theirs = "<html>release N</html>";
const revision = createHash("sha256").update(ours).digest("hex");
const pageUrl = "https://portail.example.gouv.fr/fr/login";
const revisionOf = (url: string) => (url === pageUrl ? revision : undefined);

function handler(answers: readonly string[]) {
  const fetchAgain = vi.fn(async () => new Response(answers[fetchAgain.mock.calls.length - 1] ?? theirs));
  const { fetchDidSucceed } = coherentRelease({ revisionOf, attempts: 3, fetchAgain });
  if (!fetchDidSucceed) throw new Error("no fetchDidSucceed");
  const call = (url: string, body: string, type = "install") =>
    fetchDidSucceed({ request: new Request(url), response: new Response(body), event: new Event(type) as never });
  return { call, fetchAgain };
}

describe("a precached page or label file of this release", () => {
  it("is kept when the first answer is this release's", async () => {
    const { call, fetchAgain } = handler([]);
    expect(await (await call(pageUrl, ours)).text()).toBe(ours);
    expect(fetchAgain).not.toHaveBeenCalled();
  });

  it("is asked again when a replica of the other release answered, until one of this release does", async () => {
    const { call, fetchAgain } = handler([theirs, ours]);
    expect(await (await call(pageUrl, theirs)).text()).toBe(ours);
    expect(fetchAgain).toHaveBeenCalledTimes(2);
    expect(fetchAgain).toHaveBeenCalledWith(pageUrl);
  });

  it("fails the install when no answer is this release's", async () => {
    const { call, fetchAgain } = handler([theirs, theirs, ours]);
    await expect(call(pageUrl, theirs)).rejects.toThrow(/3 answers, none of this release/);
    expect(fetchAgain).toHaveBeenCalledTimes(2);
  });

  it("fails the install on an error status, whatever its body", async () => {
    const { fetchDidSucceed } = coherentRelease({ revisionOf, attempts: 1, fetchAgain: () => Promise.reject(new Error("unused")) });
    await expect(
      fetchDidSucceed?.({
        request: new Request(pageUrl),
        response: new Response(ours, { status: 500 }),
        event: new Event("install") as never,
      }),
    ).rejects.toThrow(/status 500/);
  });
});

describe("what the check leaves alone", () => {
  it("a hashed asset, whose name is its content", async () => {
    const { call, fetchAgain } = handler([]);
    const url = "https://portail.example.gouv.fr/assets/shell-AbCdEf12.js";
    expect(await (await call(url, theirs)).text()).toBe(theirs);
    expect(fetchAgain).not.toHaveBeenCalled();
  });

  it("a page fetched to be shown after the install", async () => {
    const { call, fetchAgain } = handler([]);
    expect(await (await call(pageUrl, theirs, "fetch")).text()).toBe(theirs);
    expect(fetchAgain).not.toHaveBeenCalled();
  });
});
