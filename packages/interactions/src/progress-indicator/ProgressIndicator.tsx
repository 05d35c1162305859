import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type CSSProperties,
} from 'react';
import { progressMessages, stepStatus, totalRunMs, type StepStatus } from '@portfolio/core';
import { cx, parts } from '../shared/cx.js';
import { rootProps } from '../shared/root-props.js';
import { useFormReset } from '../shared/use-form-reset.js';
import { AlertIcon, CheckIcon } from '../shared/icons.js';
import { buttonPrimary, buttonSecondary } from '../recipes/button.css.js';
import { textEyebrow, textLabel, textTitle } from '../recipes/text.css.js';
import { visuallyHidden } from '../recipes/visually-hidden.css.js';
import * as styles from './ProgressIndicator.css.js';
import {
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
  errorDescription: 'Retry this step, or reset to start over.',
  required: 'Finish the process first.',
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

/** The `data-part` names of ProgressIndicator's elements: the keys of its `classNames`. */
export type ProgressIndicatorPart =
  | 'root'
  | 'actions'
  | 'announcer'
  | 'description'
  | 'detail'
  | 'done'
  | 'done-icon'
  | 'error'
  | 'eyebrow'
  | 'fact'
  | 'facts'
  | 'fill'
  | 'form-value'
  | 'intro'
  | 'overall'
  | 'overall-header'
  | 'overall-label'
  | 'panel'
  | 'percent'
  | 'required'
  | 'reset'
  | 'retry'
  | 'start'
  | 'step-header'
  | 'step-item'
  | 'step-label'
  | 'step-marker'
  | 'steps'
  | 'term'
  | 'title'
  | 'track';

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
  /**
   * Class names added to each part, by its `data-part` name (`root` too), as react-aria-components
   * and Radix style parts: `classNames={{ start: 'my-button' }}`. The parts keep their own classes.
   */
  classNames?: Partial<Record<ProgressIndicatorPart, string>>;
  /** Submits the status (`idle`, `running`, `complete` or `error`) under this name with a form. */
  name?: string;
  /** A form cannot be submitted until the run has completed (native validity; focus moves to Start). */
  required?: boolean;
  /** Disables Start, Retry and Reset; the status is not submitted. */
  disabled?: boolean;
  /** The `id` of a form the status belongs to when the indicator is not inside it. */
  form?: string;
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
      classNames,
      name,
      required = false,
      disabled = false,
      form,
      ...props
    },
    ref,
  ) {
    const text: ProgressIndicatorMessages = { ...progressIndicatorMessages, ...messages };
    const part = parts(classNames);
    const simulation = useProgressSimulation(props);
    const { state, config, step, overallPercent: overall, stepPercent: current } = simulation;
    const running = state.status === 'running';
    const failed = state.status === 'error';

    // With `required`: whether a form's submit found the run unfinished (the message shows).
    const [showRequired, setShowRequired] = useState(false);

    // Reset removes the Reset button; focus goes to the action button instead of the page.
    const primaryRef = useRef<HTMLButtonElement>(null);

    const id = useId();
    const stepTitleId = `${id}-step`;
    const overallLabelId = `${id}-overall`;
    const total = config.steps.length;
    const counter = text.stepCounter(state.stepIndex + 1, total);
    const Heading = `h${headingLevel}` as const;
    // A whole run (every step and the pause after it), in whole seconds, at least 1.
    const runSeconds = Math.max(1, Math.round(totalRunMs(config) / 1000));

    // Announced politely on step changes and completion only (the bars carry the ticks); a
    // failure is an alert of its own.
    const announcement =
      state.status === 'complete'
        ? text.complete
        : running && step
          ? `${counter}: ${step.label}`
          : '';

    // Retry replaces itself with the running step: focus stays on the action row's first button.
    // The action button is the same element in every state, so it takes focus at once.
    const retry = () => {
      primaryRef.current?.focus();
      simulation.retry();
    };

    const reset = () => {
      primaryRef.current?.focus();
      setShowRequired(false);
      simulation.reset();
    };

    // In a form: the status is submitted under `name`; `required` holds the form until complete.
    // Facts and bars are plain functions of this render, not components: a call carries no
    // prop names into the bundle (issue 32, third pass).

    /** Term and detail pairs (estimated time, tip) in the panel's facts box. */
    const facts = (rows: [term: string, detail: string][], className?: string) => (
      <dl {...part('facts', cx(styles.facts, className))}>
        {rows.map(([term, detail]) => (
          <div key={term} {...part('fact', styles.fact)}>
            <dt {...part('term', styles.term)}>{term}</dt>
            <dd {...part('detail', styles.detail)}>{detail}</dd>
          </div>
        ))}
      </dl>
    );

    /** A progress bar named by `labelId`, `value` percent full. */
    const progressBar = (labelId: string, value: number, size: 'large' | 'small') => (
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={text.percent(value)}
        {...part('track', styles.track[size])}
        style={{ '--pf-progress': value } as CSSProperties}
      >
        <div>
          <div {...part('fill', styles.fill)} />
        </div>
      </div>
    );

    const validityRef = useRef<HTMLInputElement>(null);
    const complete = state.status === 'complete';
    const missing = required && !complete;
    useEffect(() => {
      validityRef.current?.setCustomValidity(missing ? text.required : '');
    });
    useFormReset(validityRef, () => {
      setShowRequired(false);
      simulation.reset();
    });

    return (
      <div
        {...rootProps(simulation.rest, cx(styles.root, className, classNames?.root))}
        ref={ref}
        data-state={state.status}
        data-disabled={disabled || undefined}
        data-step={running || failed ? step?.id : undefined}
      >
        <div {...part('panel', styles.panel)}>
          {state.status === 'idle' && (
            <div {...part('intro', styles.intro)}>
              <p {...part('title', textTitle)}>{text.idleTitle}</p>
              <p {...part('description', styles.description)}>{text.idleDescription}</p>
              {/* What a run will take, in the same place the running steps show their facts. */}
              {facts([[text.estimatedTime, text.runTime(runSeconds)]])}
            </div>
          )}

          {(running || failed) && step && (
            <div {...part('intro', styles.intro)}>
              <div {...part('step-header', styles.stepHeader)}>
                <p {...part('eyebrow', textEyebrow)}>
                  <bdi>{counter}</bdi>
                </p>
                <p {...part('percent', styles.percent)} aria-hidden>
                  <bdi>{text.percent(current)}</bdi>
                </p>
              </div>
              <p id={stepTitleId} {...part('title', textTitle)}>
                {failed ? text.failed(step.label) : step.label}
              </p>
              {failed ? (
                <p {...part('error', styles.errorMessage)} role="alert">
                  {simulation.message ?? text.errorDescription}
                </p>
              ) : (
                <p {...part('description', styles.description)}>{step.description}</p>
              )}
              {progressBar(stepTitleId, current, 'large')}
              {running &&
                facts([
                  [text.estimatedTime, step.estimatedTime],
                  [text.tip, step.tips],
                ])}
            </div>
          )}

          {state.status === 'complete' && (
            <div {...part('done', styles.done)}>
              <span {...part('done-icon', styles.doneIcon)}>
                <CheckIcon size={24} />
              </span>
              <Heading {...part('title', textTitle)}>{text.complete}</Heading>
              <p {...part('description', styles.description)}>{config.completeStep.description}</p>
              {facts([[text.tip, config.completeStep.tips]], styles.doneFacts)}
            </div>
          )}
        </div>

        <div {...part('overall', styles.overall)}>
          <div {...part('overall-header', styles.overallHeader)}>
            <span id={overallLabelId} {...part('overall-label', textLabel)}>
              {text.overallProgress}
            </span>
            <span {...part('percent', styles.percent)} aria-hidden>
              <bdi>{text.percent(overall)}</bdi>
            </span>
          </div>
          {progressBar(overallLabelId, overall, 'small')}
        </div>

        <ol {...part('steps', styles.steps)} aria-label={text.stepList}>
          {config.steps.map((item, index) => {
            const status = stepStatus(state, index);
            return (
              <li
                key={item.id}
                {...part('step-item', styles.stepItem)}
                data-status={status}
                aria-current={status === 'current' ? 'step' : undefined}
              >
                <span {...part('step-marker', styles.stepMarker)} aria-hidden>
                  {status === 'done' ? (
                    <CheckIcon size={14} />
                  ) : status === 'failed' ? (
                    <AlertIcon size={14} />
                  ) : (
                    index + 1
                  )}
                </span>
                <span {...part('step-label', styles.stepLabel)}>{item.label}</span>
                <span className={visuallyHidden}>, {text.stepStatus[status]}</span>
              </li>
            );
          })}
        </ol>

        <div {...part('actions', styles.actions)}>
          <button
            ref={primaryRef}
            type="button"
            {...part(failed ? 'retry' : 'start', buttonPrimary)}
            aria-disabled={running}
            disabled={disabled}
            data-disabled={disabled || running || undefined}
            onClick={failed ? retry : simulation.start}
          >
            {failed ? text.retry : state.status === 'complete' ? text.processAgain : text.start}
          </button>
          {state.status !== 'idle' && (
            <button
              type="button"
              {...part('reset', buttonSecondary)}
              disabled={disabled}
              data-disabled={disabled || undefined}
              onClick={reset}
            >
              {text.reset}
            </button>
          )}
        </div>

        {showRequired && missing && (
          <p {...part('required', styles.errorMessage)} role="alert">
            {text.required}
          </p>
        )}

        <p {...part('announcer', visuallyHidden)} aria-live="polite" aria-atomic="true">
          {announcement}
        </p>
        {/* Carries the form's side: the status under `name`, and validity while required. */}
        <input
          ref={validityRef}
          type="checkbox"
          {...part('form-value', visuallyHidden)}
          tabIndex={-1}
          aria-hidden
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
