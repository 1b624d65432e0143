// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { useEffect, useState } from "react";
import { expect, it, vi } from "vitest";

it("runs a component's effects on the next frame, with no timer left to outlive the test's page", async () => {
  let update: (value: number) => void = () => undefined;
  const seen: number[] = [];
  function Counter() {
    const [value, setValue] = useState(0);
    update = setValue;
    useEffect(() => {
      seen.push(value);
    }, [value]);
    return <p>{value}</p>;
  }
  render(<Counter />);
  const timers = vi.spyOn(globalThis, "setTimeout");

  update(1);
  await new Promise((resolve) => window.requestAnimationFrame(resolve));
  await new Promise((resolve) => window.requestAnimationFrame(resolve));

  expect(seen).toEqual([0, 1]);
  expect(timers).not.toHaveBeenCalled();
});
