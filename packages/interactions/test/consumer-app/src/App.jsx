import { useState } from 'react';
import { PricingCalculator, ProgressIndicator, SmartFormValidation } from '@portfolio/interactions';

/** Real work the app tracks itself: two steps, each reported in quarters by the app. */
const uploadSteps = [
  {
    id: 'send',
    label: 'Sending report',
    description: 'Your file is on its way.',
    estimatedTime: 'a moment',
    tips: 'Keep this tab open.',
  },
  {
    id: 'check',
    label: 'Checking report',
    description: 'Looking for problems.',
    estimatedTime: 'a moment',
    tips: 'Nothing to do.',
  },
];

/** A ProgressIndicator the app drives: status, step and percent come from the app's own state. */
function ReportUpload() {
  const [upload, setUpload] = useState({ status: 'idle', stepIndex: 0, progress: 0 });
  const advance = () =>
    setUpload((was) => {
      if (was.status !== 'running') return was;
      if (was.progress < 100) return { ...was, progress: was.progress + 25 };
      if (was.stepIndex + 1 < uploadSteps.length)
        return { ...was, stepIndex: was.stepIndex + 1, progress: 0 };
      return { status: 'complete', stepIndex: 0, progress: 0 };
    });
  return (
    <section aria-label="Report upload">
      <ProgressIndicator
        steps={uploadSteps}
        status={upload.status}
        stepIndex={upload.stepIndex}
        progress={upload.progress}
        onStart={() => setUpload({ status: 'running', stepIndex: 0, progress: 0 })}
        onReset={() => setUpload({ status: 'idle', stepIndex: 0, progress: 0 })}
        messages={{ start: 'Upload report', complete: 'Report uploaded' }}
      />
      <button type="button" onClick={advance}>
        Report a chunk sent
      </button>
    </section>
  );
}

export function App() {
  return (
    <main>
      <h1>Consumer app</h1>
      <SmartFormValidation />
      <ProgressIndicator />
      <PricingCalculator className="brand-calculator" />
      <ReportUpload />
    </main>
  );
}
