import { lazy, memo, Suspense, useCallback, useState } from 'react';
import type { PasswordModal as PasswordModalComponent } from '../gate/PasswordModal';
import { projects, sections, type Project } from '../content/site';
import { bareList, button, chip } from '../styles/site.css';
import { useNearViewport } from '../lib/useNearViewport';
import { rememberCard } from './cardClick';
import { HomeSection } from './HomeSection';
import * as styles from './Projects.css';
import { itemNumber } from '../lib/itemNumber';

// The password modal (dialog, form and crypto) loads as the projects come near the screen, or
// when a visitor reaches for a Case study button first: a tap then waits for no download or
// script evaluation (its input delay, issue 30).
let loaded: { default: typeof PasswordModalComponent } | undefined;
const loadPasswordModal = () =>
  import('../gate/PasswordModal').then((module) => (loaded = { default: module.PasswordModal }));
// Once loaded, lazy() gets a thenable that answers at once, so the modal renders in the tap's own
// frame instead of suspending for one more task (lazy reads a result its `then` gave synchronously).
const PasswordModal = lazy(() =>
  loaded
    ? ({ then: (resolve: (module: typeof loaded) => void) => resolve(loaded) } as Promise<
        NonNullable<typeof loaded>
      >)
    : loadPasswordModal(),
);

/** Loads the modal unless it has loaded (a tap's pointer arrives with its press: no work then). */
const preloadPasswordModal = () => {
  if (!loaded) void loadPasswordModal();
};

/**
 * A Case study button preloads the modal as a pointer or focus reaches it. Native listeners:
 * React does not listen to hover or focus events on this site (src/boot/reactEvents.ts).
 */
const REACH_EVENTS = ['pointerenter', 'focus'];
const preloadOnReach = (button: HTMLButtonElement | null) => {
  if (!button) return;
  for (const type of REACH_EVENTS) button.addEventListener(type, preloadPasswordModal);
  return () => {
    for (const type of REACH_EVENTS) button.removeEventListener(type, preloadPasswordModal);
  };
};

/** How far ahead of the viewport the modal starts loading (as the Playground's demos do). */
const PRELOAD_MARGIN = '800px 0px';

interface ProjectRowProps {
  /** The project the card shows (from content/site.ts). */
  project: Project;
  /** Its place in the list, shown as "01", "02"… */
  index: number;
  /** Its password modal is open. */
  modalOpen: boolean;
  /** Opens the project's password modal (a Case study press). */
  onOpen: (project: Project) => void;
}

/**
 * One project's card; memoised, so a press re-renders only its own card (issue 30). Under its
 * open modal the Case study button is marked (`data-modal-open`) and starts no transitions.
 */
const ProjectRow = memo(function ProjectRow({
  project,
  index,
  modalOpen,
  onOpen,
}: ProjectRowProps) {
  return (
    <li>
      <article id={project.id} className={styles.row} aria-labelledby={`${project.id}-title`}>
        <div className={styles.identity}>
          <p className={styles.index} aria-hidden="true">
            {itemNumber(index)}
          </p>
          <h3 id={`${project.id}-title`} className={styles.name}>
            {project.name}
          </h3>
          <p className={styles.title}>{project.title}</p>
        </div>
        <div className={styles.story}>
          <p className={styles.desc}>{project.desc}</p>
          <ul className={styles.tags} aria-label="Tags">
            {project.tags.map((tag) => (
              <li key={tag} className={chip}>
                {tag}
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.facts}>
          <p className={styles.impact}>
            <span className={styles.impactValue}>{project.impact.value}</span>{' '}
            {project.impact.label}
          </p>
          <dl className={styles.meta}>
            <div>
              <dt>Role</dt>
              <dd>{project.role}</dd>
            </div>
            <div>
              <dt>Duration</dt>
              <dd>{project.duration}</dd>
            </div>
          </dl>
          <button
            type="button"
            className={`${button.primary} ${styles.caseStudy}`}
            aria-haspopup="dialog"
            aria-describedby={`${project.id}-title`}
            onClick={() => onOpen(project)}
            data-modal-open={modalOpen ? '' : undefined}
            ref={preloadOnReach}
          >
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
              <path
                d="M4.5 7V5a3.5 3.5 0 0 1 7 0v2M3.5 7h9v6.5h-9z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.4"
                strokeLinejoin="round"
              />
            </svg>
            Case study
          </button>
        </div>
      </article>
    </li>
  );
});

/** Projects (docs/spec.md §1): three case-study cards; Case study opens the password modal. */
export function Projects() {
  const copy = sections.projects;
  const [openProject, setOpenProject] = useState<Project | null>(null);
  const closeModal = useCallback(() => setOpenProject(null), []);
  const openModal = useCallback((project: Project) => {
    rememberCard(project.id);
    setOpenProject(project);
  }, []);
  const [sectionRef, near] = useNearViewport<HTMLElement>(PRELOAD_MARGIN);
  return (
    <HomeSection
      ref={sectionRef}
      id="projects"
      number="03"
      copy={copy}
      // Rendered (and so loaded) as the projects come near: one modal per project waits in the
      // page, closed, with its title set, so a press only shows it.
      after={
        openProject || near ? (
          <Suspense fallback={null}>
            {projects.map((project) => (
              <PasswordModal
                key={project.id}
                slug={project.slug}
                projectName={project.name}
                open={openProject?.id === project.id}
                onClose={closeModal}
              />
            ))}
          </Suspense>
        ) : null
      }
    >
      <ol className={`${bareList} ${styles.list}`}>
        {projects.map((project, index) => (
          <ProjectRow
            key={project.id}
            project={project}
            index={index}
            modalOpen={openProject?.id === project.id}
            onOpen={openModal}
          />
        ))}
      </ol>
    </HomeSection>
  );
}
