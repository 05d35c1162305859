import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import * as styles from './Toast.css';

/** `success` shows a tick, `info` an envelope. */
export type ToastTone = 'success' | 'info';

interface ToastApi {
  /** Shows a message in the live region for `durationMs`, replacing any current one. */
  show: (message: string, durationMs: number, tone?: ToastTone) => void;
}

const ToastContext = createContext<ToastApi>({ show: () => {} });

/** The site's one toast: a polite live region that is always in the page, so every message is announced. */
export function ToastProvider({
  children,
}: {
  /** The part of the page that may show a toast. */
  children: ReactNode;
}) {
  const [toast, setToast] = useState<{ message: string; id: number; tone: ToastTone } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const counter = useRef(0);

  const show = useCallback((message: string, durationMs: number, tone: ToastTone = 'success') => {
    clearTimeout(timer.current);
    counter.current += 1;
    setToast({ message, id: counter.current, tone });
    timer.current = setTimeout(() => setToast(null), durationMs);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div role="status" aria-live="polite" aria-atomic="true" className={styles.region}>
        {toast ? (
          <p key={toast.id} className={styles.toast}>
            <svg
              className={styles.icon}
              viewBox="0 0 16 16"
              aria-hidden="true"
              width="16"
              height="16"
            >
              {toast.tone === 'success' ? (
                <path
                  d="M3.5 8.5l3 3 6-7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.75"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              ) : (
                <path
                  d="M2.5 4.5h11v7h-11zM2.5 4.5l5.5 4.25 5.5-4.25"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.5"
                  strokeLinejoin="round"
                />
              )}
            </svg>
            {toast.message}
          </p>
        ) : null}
      </div>
    </ToastContext.Provider>
  );
}

/** The toast of the nearest ToastProvider. */
export function useToast(): ToastApi {
  return useContext(ToastContext);
}
