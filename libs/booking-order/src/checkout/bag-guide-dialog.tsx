import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BagAllowance } from '@skybook/api-contract';
import { ContentIcon, Modal } from '@skybook/ui';
import styles from './extras-planner.module.css';

/** The drawing's scale: the longest bag of the guide is this many units tall. */
const TALLEST = 96;

/** A bag drawn to scale (height × width, front view) with its handle, and wheels if checked. */
function BagDrawing({ allowance, longest }: { allowance: BagAllowance; longest: number }) {
  const size = allowance.dimensionsCm;
  if (!size) {
    // Extra weight has no size of its own: a weight with its kilograms on it.
    return (
      <svg viewBox="0 0 120 120" className={styles.drawing} aria-hidden="true">
        <path d="M45 40 h30 a6 6 0 0 1 6 5 l10 55 a6 6 0 0 1 -6 7 h-50 a6 6 0 0 1 -6 -7 l10 -55 a6 6 0 0 1 6 -5 z" />
        <circle cx="60" cy="30" r="10" fill="none" strokeWidth="5" />
        <text x="60" y="85" textAnchor="middle" className={styles.drawingText}>
          +{allowance.weightKg}
        </text>
      </svg>
    );
  }
  const height = (size.length / longest) * TALLEST;
  const width = (size.width / longest) * TALLEST;
  const x = (120 - width) / 2;
  const y = 112 - height - (allowance.kind === 'checked' ? 6 : 0);
  return (
    <svg viewBox="0 0 120 120" className={styles.drawing} aria-hidden="true">
      <rect x={x + width / 2 - 8} y={y - 8} width="16" height="10" rx="3" fill="none" strokeWidth="3" />
      <rect x={x} y={y} width={width} height={height} rx="6" />
      <line x1={x + width / 3} y1={y + 6} x2={x + width / 3} y2={y + height - 6} className={styles.seam} />
      <line
        x1={x + (2 * width) / 3}
        y1={y + 6}
        x2={x + (2 * width) / 3}
        y2={y + height - 6}
        className={styles.seam}
      />
      {allowance.kind === 'checked' ? (
        <>
          <circle cx={x + 8} cy={y + height + 3} r="3" />
          <circle cx={x + width - 8} cy={y + height + 3} r="3" />
        </>
      ) : null}
    </svg>
  );
}

/**
 * "Bag sizes": a dialog drawing the cabin bag, the checked bag and the extra weight to scale with
 * their sizes and weights, all from the server's catalog (`bagGuide`), never from the browser.
 */
export function BagGuideDialog({ allowances }: { allowances: BagAllowance[] }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const longest = Math.max(1, ...allowances.map((a) => a.dimensionsCm?.length ?? 0));
  return (
    <>
      <button type="button" className={styles.guideButton} onClick={() => setOpen(true)}>
        <ContentIcon name="lucide:ruler" className={styles.icon} />
        <Trans>Bag sizes</Trans>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t`Bag sizes`} closeLabel={t`Close`} size="lg">
        <ul className={styles.guide}>
          {allowances.map((a) => {
            const size = a.dimensionsCm;
            const { length, width, height } = size ?? { length: 0, width: 0, height: 0 };
            const kg = a.weightKg;
            return (
              <li key={a.serviceId} className={styles.guideItem} data-allowance={a.kind}>
                <BagDrawing allowance={a} longest={longest} />
                <strong>{a.name}</strong>
                {size ? (
                  <span>
                    <Trans>
                      {length} × {width} × {height} cm
                    </Trans>
                  </span>
                ) : null}
                <span className={styles.muted}>
                  {a.kind === 'extra-weight' ? (
                    <Trans>{kg} kg more on one checked bag</Trans>
                  ) : (
                    <Trans>Up to {kg} kg</Trans>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      </Modal>
    </>
  );
}
