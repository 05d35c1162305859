import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
} from 'react';
import { progressMessages, stepStatus, totalRunMs, type StepStatus } from '@portfolio/core';
import { cx } from '../shared/cx.js';
import { rootProps } from '../shared/root-props.js';
import { useFormReset } from '../shared/use-form-reset.js';
import { AlertIcon, CheckIcon } from '../shared/icons.js';
import { buttonPrimary, buttonSecondary } from '../recipes/button.css.js';
import { textEyebrow, textLabel, textTitle } from '../recipes/text.css.js';
import { visuallyHidden } from '../recipes/visually-hidden.css.js';
import * as styles from './ProgressIndicator.css.js';
import {
  progressSimulationOptionKeys,
  useProgressSimulation,
  type UseProgressSimulationOptions,
} from './useProgressSimulation.js';

/** Every text of the progress demo; the first three are the spec's, from `@portfolio/core`. */
export interface ProgressIndicatorMessages {
  /** The button that starts a run ("Start Process"). */
  start: string;
  /** The heading when every step has run ("Processing Complete!"). */
  complete: string;
  /** The button that runs again after completion ("Process Again"). */
  processAgain: string;
  /** The button that returns to idle. */
  reset: string;
  /** The button that runs a failed step again. */
  retry: string;
  /** The title when a step failed, e.g. "Processing data failed". */
  failed: (stepLabel: string) => string;
  /** The line under that title when the failure brings no message of its own. */
  errorDescription: string;
  /** With `required`: shown when a form is submitted before the run has completed. */
  required: string;
  /** Title shown before the first run. */
  idleTitle: string;
  /** Line under the idle title. */
  idleDescription: string;
  /** Before the first run: how long a whole run takes, in whole seconds (steps and pauses). */
  runTime: (seconds: number) => string;
  /** Accessible name and visible label of the whole-run progress bar. */
  overallProgress: string;
  /** Accessible name of the list of steps. */
  stepList: string;
  /** Term before a step's estimated time. */
  estimatedTime: string;
  /** Term before a step's tip. */
  tip: string;
  /** Where the run is, e.g. "Step 2 of 3". */
  stepCounter: (position: number, total: number) => string;
  /** A percentage as text, used for the bars' `aria-valuetext` and the visible figure. */
  percent: (value: number) => string;
  /** How each step's state is read out in the step list. */
  stepStatus: Record<StepStatus, string>;
}

/** The default messages, exported so a translation can start from them. */
export const progressIndicatorMessages: ProgressIndicatorMessages = {
  ...progressMessages,
  reset: 'Reset',
  retry: 'Retry',
  failed: (label) => `${label} failed`,
  errorDescription: 'Something went wrong in this step. Retry it, or reset to start over.',
  required: 'Run the process to the end before you continue.',
  idleTitle: 'Ready when you are',
  idleDescription: 'Each step tells you what it is doing, how long it takes and what to expect.',
  runTime: (seconds) => `About ${seconds} seconds`,
  overallProgress: 'Overall progress',
  stepList: 'Steps',
  estimatedTime: 'Estimated time',
  tip: 'Tip',
  stepCounter: (position, total) => `Step ${position} of ${total}`,
  percent: (value) => `${value}%`,
  stepStatus: { done: 'done', current: 'in progress', upcoming: 'not started', failed: 'failed' },
};

export interface ProgressIndicatorProps
  extends
    Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'onReset' | 'defaultValue'>,
    UseProgressSimulationOptions {
  /** Replaces any of the texts, e.g. to translate them. */
  messages?: Partial<ProgressIndicatorMessages>;
  /** Heading level of "Processing Complete!" so it fits the page outline (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Class name merged onto the root element. */
  className?: string;
  /** Submits the status (`idle`, `running`, `complete` or `error`) under this name with a form. */
  name?: string;
  /** A form cannot be submitted until the run has completed (native validity; focus moves to Start). */
  required?: boolean;
  /** Disables Start, Retry and Reset; the status is not submitted. */
  disabled?: boolean;
  /** The `id` of a form the status belongs to when the indicator is not inside it. */
  form?: string;
}

/** Term and detail pairs (estimated time, tip) in the panel's facts box. */
function Facts({
  rows,
  className,
}: {
  rows: [term: string, detail: string][];
  className?: string;
}) {
  return (
    <dl className={cx(styles.facts, className)} data-part="facts">
      {rows.map(([term, detail]) => (
        <div key={term} className={styles.fact} data-part="fact">
          <dt className={styles.term} data-part="term">
            {term}
          </dt>
          <dd className={styles.detail} data-part="detail">
            {detail}
          </dd>
        </div>
      ))}
    </dl>
  );
}

interface ProgressBarProps {
  labelId: string;
  value: number;
  valueText: string;
  size: 'large' | 'small';
}

function ProgressBar({ labelId, value, valueText, size }: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-labelledby={labelId}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={styles.track[size]}
      data-part="track"
    >
      <div className={styles.fill} data-part="fill" style={{ inlineSize: `${value}%` }} />
    </div>
  );
}

/**
 * A multi-step process with contextual progress: idle with "Start Process",
 * each step with its description, estimated time and tip, per-step and overall
 * progress, then "Processing Complete!" with "Process Again". Timing is core's reducer,
 * driven by one interval.
 */
export const ProgressIndicator = /* @__PURE__ */ forwardRef<HTMLDivElement, ProgressIndicatorProps>(
  function ProgressIndicator(
    {
      messages,
      headingLevel = 3,
      className,
      name,
      required = false,
      disabled = false,
      form,
      ...props
    },
    ref,
  ) {
    const text: ProgressIndicatorMessages = { ...progressIndicatorMessages, ...messages };
    const simulation = useProgressSimulation(props);
    const { state, config, step, overallPercent: overall, stepPercent: current } = simulation;
    const running = state.status === 'running';
    const failed = state.status === 'error';

    // With `required`: whether a form's submit found the run unfinished (the message shows).
    const [showRequired, setShowRequired] = useState(false);

    // Reset removes the Reset button; focus goes to the action button instead of the page.
    const primaryRef = useRef<HTMLButtonElement>(null);
    const focusPrimary = useRef(false);
    useEffect(() => {
      if (!focusPrimary.current) return;
      focusPrimary.current = false;
      primaryRef.current?.focus();
    }, [state.status]);

    const id = useId();
    const stepTitleId = `${id}-step`;
    const overallLabelId = `${id}-overall`;
    const total = config.steps.length;
    const Heading = `h${headingLevel}` as const;
    // A whole run (every step and the pause after it), in whole seconds, at least 1.
    const runSeconds = Math.max(1, Math.round(totalRunMs(config) / 1000));

    // Announced politely on step changes and completion only (the bars carry the ticks); a
    // failure is an alert of its own.
    const announcement =
      state.status === 'complete'
        ? text.complete
        : running && step
          ? `${text.stepCounter(state.stepIndex + 1, total)}: ${step.label}`
          : '';

    // Retry replaces itself with the running step: focus stays on the action row's first button.
    const retry = () => {
      focusPrimary.current = true;
      simulation.retry();
    };

    const reset = () => {
      focusPrimary.current = true;
      setShowRequired(false);
      simulation.reset();
    };

    // In a form: the status is submitted under `name`; `required` holds the form until complete.
    const validityRef = useRef<HTMLInputElement>(null);
    const complete = state.status === 'complete';
    const missing = required && !complete;
    useEffect(() => {
      validityRef.current?.setCustomValidity(missing ? text.required : '');
    });
    useFormReset(validityRef, form, () => {
      setShowRequired(false);
      simulation.reset();
    });

    return (
      <div
        {...rootProps(props, progressSimulationOptionKeys, cx(styles.root, className))}
        ref={ref}
        data-state={state.status}
        data-step={running ? step?.id : undefined}
      >
        <div className={styles.panel} data-part="panel">
          {state.status === 'idle' && (
            <div className={styles.intro} data-part="intro">
              <p className={textTitle} data-part="title">
                {text.idleTitle}
              </p>
              <p className={styles.description} data-part="description">
                {text.idleDescription}
              </p>
              {/* What a run will take, in the same place the running steps show their facts. */}
              <Facts rows={[[text.estimatedTime, text.runTime(runSeconds)]]} />
            </div>
          )}

          {failed && step && (
            <div className={styles.intro} data-part="intro">
              <div className={styles.stepHeader} data-part="step-header">
                <p className={textEyebrow} data-part="eyebrow">
                  {text.stepCounter(state.stepIndex + 1, total)}
                </p>
                <p className={styles.percent} data-part="percent" aria-hidden="true">
                  <bdi>{text.percent(current)}</bdi>
                </p>
              </div>
              <p id={stepTitleId} className={textTitle} data-part="title">
                {text.failed(step.label)}
              </p>
              <p className={styles.errorMessage} data-part="error" role="alert">
                {simulation.message ?? text.errorDescription}
              </p>
              <ProgressBar
                labelId={stepTitleId}
                value={current}
                valueText={text.percent(current)}
                size="large"
              />
            </div>
          )}

          {running && step && (
            <div className={styles.intro} data-part="intro">
              <div className={styles.stepHeader} data-part="step-header">
                <p className={textEyebrow} data-part="eyebrow">
                  {text.stepCounter(state.stepIndex + 1, total)}
                </p>
                <p className={styles.percent} data-part="percent" aria-hidden="true">
                  {text.percent(current)}
                </p>
              </div>
              <p id={stepTitleId} className={textTitle} data-part="title">
                {step.label}
              </p>
              <p className={styles.description} data-part="description">
                {step.description}
              </p>
              <ProgressBar
                labelId={stepTitleId}
                value={current}
                valueText={text.percent(current)}
                size="large"
              />
              <Facts
                rows={[
                  [text.estimatedTime, step.estimatedTime],
                  [text.tip, step.tips],
                ]}
              />
            </div>
          )}

          {state.status === 'complete' && (
            <div className={styles.done} data-part="done">
              <span className={styles.doneIcon} data-part="done-icon">
                <CheckIcon size={24} />
              </span>
              <Heading className={textTitle} data-part="title">
                {text.complete}
              </Heading>
              <p className={styles.description} data-part="description">
                {config.completeStep.description}
              </p>
              <Facts rows={[[text.tip, config.completeStep.tips]]} className={styles.doneFacts} />
            </div>
          )}
        </div>

        <div className={styles.overall} data-part="overall">
          <div className={styles.overallHeader} data-part="overall-header">
            <span id={overallLabelId} className={textLabel} data-part="overall-label">
              {text.overallProgress}
            </span>
            <span className={styles.percent} data-part="percent" aria-hidden="true">
              {text.percent(overall)}
            </span>
          </div>
          <ProgressBar
            labelId={overallLabelId}
            value={overall}
            valueText={text.percent(overall)}
            size="small"
          />
        </div>

        <ol className={styles.steps} data-part="steps" aria-label={text.stepList}>
          {config.steps.map((item, index) => {
            const status = stepStatus(state, index);
            return (
              <li
                key={item.id}
                className={styles.stepItem}
                data-part="step-item"
                data-status={status}
                aria-current={status === 'current' ? 'step' : undefined}
              >
                <span className={styles.stepMarker} data-part="step-marker" aria-hidden="true">
                  {status === 'done' ? (
                    <CheckIcon size={14} />
                  ) : status === 'failed' ? (
                    <AlertIcon size={14} />
                  ) : (
                    index + 1
                  )}
                </span>
                <span className={styles.stepLabel} data-part="step-label">
                  {item.label}
                </span>
                <span className={visuallyHidden}>, {text.stepStatus[status]}</span>
              </li>
            );
          })}
        </ol>

        <div className={styles.actions} data-part="actions">
          {failed ? (
            <button
              ref={primaryRef}
              type="button"
              className={buttonPrimary}
              data-part="retry"
              disabled={disabled}
              onClick={retry}
            >
              {text.retry}
            </button>
          ) : (
            <button
              ref={primaryRef}
              type="button"
              className={buttonPrimary}
              data-part="start"
              aria-disabled={running}
              disabled={disabled}
              onClick={simulation.start}
            >
              {state.status === 'complete' ? text.processAgain : text.start}
            </button>
          )}
          {state.status !== 'idle' && (
            <button
              type="button"
              className={buttonSecondary}
              data-part="reset"
              disabled={disabled}
              onClick={reset}
            >
              {text.reset}
            </button>
          )}
        </div>

        {showRequired && missing && (
          <p className={styles.errorMessage} data-part="required" role="alert">
            {text.required}
          </p>
        )}

        <p className={visuallyHidden} data-part="announcer" aria-live="polite" aria-atomic="true">
          {announcement}
        </p>
        {/* Carries the form's side: the status under `name`, and validity while required. */}
        <input
          ref={validityRef}
          type="checkbox"
          className={visuallyHidden}
          data-part="form-value"
          tabIndex={-1}
          aria-hidden="true"
          name={name}
          value={state.status}
          checked={name !== undefined || complete}
          readOnly
          required={required}
          disabled={disabled}
          form={form}
          onInvalid={(event) => {
            // Our own message and focus instead of the browser's bubble on a hidden box.
            event.preventDefault();
            setShowRequired(true);
            primaryRef.current?.focus();
          }}
        />
      </div>
    );
  },
);
