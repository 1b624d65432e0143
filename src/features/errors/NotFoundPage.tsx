import { ErrorPageModel } from "./ErrorPageModel";

/** Every unknown path: the error page of a 404 (spec point 8). */
export function NotFoundPage() {
  return <ErrorPageModel code={404} />;
}
