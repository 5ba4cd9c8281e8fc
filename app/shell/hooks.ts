// Small browser hooks of the shell. All of them do nothing on the server and without JavaScript.
import { useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

/** True once the page has scrolled further than `px` (sticky header, scroll-to-top button). */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > px);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [px]);
  return past;
}

/** Calls `onStart` when a navigation starts (a link, a GET form, a redirect after a POST). */
export function useOnNavigationStart(onStart: () => void): void {
  const navigation = useNavigation();
  const callback = useRef(onStart);
  callback.current = onStart;
  const target = navigation.location?.key;
  useEffect(() => {
    if (target) callback.current();
  }, [target]);
}
