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
import { ToastIcon } from './icons';
import * as styles from './Toast.css';

/** `success` shows a tick, `info` an envelope. */
export type ToastTone = 'success' | 'info';

interface ToastApi {
  /** Shows a message in the live region for `durationMs`, replacing any current one. */
  show: (message: string, durationMs: number, tone?: ToastTone) => void;
}

const ToastContext = createContext<ToastApi>({ show: () => {} });

/** The site's one toast: a polite live region that is always in the page, so every message is announced. */
export function ToastProvider({ children }: { children: ReactNode }) {
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
            <ToastIcon tone={toast.tone} className={styles.icon} />
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
