import { useEffect, useState } from "react";
import { type TimeLeft, timeLeft, untilNextStep } from "./countdown";

/** The time left until `endsAt`, as the dialog says it, looked at again at each step. */
export function useTimeLeft(endsAt: number): TimeLeft {
  const [now, setNow] = useState(Date.now);
  const left = endsAt - now;
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), untilNextStep(left));
    return () => clearTimeout(timer);
  }, [left]);
  return timeLeft(left);
}
