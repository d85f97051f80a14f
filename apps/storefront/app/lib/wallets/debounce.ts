/**
 * Runs `run` once `ms` after the last call (spec 002 §9: the express configuration is requested
 * again 350 ms after the basket, customer or mini cart state last changed). `cancel` drops a
 * pending run (the component unmounts).
 */
export function debounce(run: () => void, ms: number): { call: () => void; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    call: () => {
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        run();
      }, ms);
    },
    cancel,
  };
}
