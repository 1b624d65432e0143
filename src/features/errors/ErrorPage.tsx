import { useParams } from "@tanstack/react-router";
import { ErrorPageModel } from "./ErrorPageModel";

/** An error page of spec point 8. */
export function ErrorPage() {
  const { errorCode } = useParams({ from: "/{-$lang}/error/$errorCode" });
  // The route sends anything but a three-digit code to the not-found page.
  return <ErrorPageModel code={Number(errorCode)} />;
}
