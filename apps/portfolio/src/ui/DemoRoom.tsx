import type { ReactNode } from 'react';
import type { LayoutComponent } from '@portfolio/interactions/layout';
import type { PlaygroundItem } from '../content/site';
import * as styles from './DemoRoom.css';

/** Each demo's key in the package's layout facts. */
const layoutOf: Record<PlaygroundItem['type'], LayoutComponent> = {
  'smart-form-validation': 'smartFormValidation',
  'progress-indicator': 'progressIndicator',
  'pricing-calculator': 'pricingCalculator',
};

/**
 * The room a live component from @portfolio/interactions takes, held while its code loads:
 * its first-state height from the package's layout facts, so nothing below it moves when it
 * arrives. A placeholder inside fills the room (`flex: 1`).
 */
export function DemoRoom({
  demo,
  children,
}: {
  demo: PlaygroundItem['type'];
  children: ReactNode;
}) {
  return (
    <div className={styles.room} data-demo-room={demo}>
      <div className={styles.stage[layoutOf[demo]]}>{children}</div>
    </div>
  );
}
