import type { RefObject } from 'react';
import type { Viewer } from '@tourview/viewer';
import type { VisitorTour } from '@tourview/schema';
import { FloorPlan } from '../../features/floor-plan/index.js';
import { PropertyPanel } from '../../features/property-panel/index.js';
import { SceneList } from '../../features/scene-list/index.js';
import { LazyPart } from '../../components/lazy-part.js';
import { PanelClose, PlanToggle } from './tour-parts.js';
import styles from './tour.module.css';

/**
 * The listing beside the view: closed by its own button or by Escape, unless a dialog inside
 * it took the key first.
 */
export function PropertyAside({
  tour,
  panel,
  open,
  label,
  onClose,
  onContactAgent,
  onLoanCalculatorOpen,
}: {
  tour: VisitorTour;
  panel: RefObject<HTMLElement | null>;
  open: boolean;
  label: string;
  onClose: () => void;
  onContactAgent: () => void;
  onLoanCalculatorOpen: () => void;
}) {
  return (
    <aside
      ref={panel}
      id="property-panel"
      className={styles.panel}
      hidden={!open}
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        onClose();
      }}
    >
      <PanelClose onClose={onClose} className={styles.panelClose ?? ''} />
      <PropertyPanel
        tour={tour}
        onContactAgent={onContactAgent}
        onLoanCalculatorOpen={onLoanCalculatorOpen}
      />
    </aside>
  );
}

/** Below the view: the floor plan (folded or not) and the scene list. */
export function TourBottom({
  tour,
  viewer,
  sceneId,
  planSlot,
  planOpen,
  onPlanToggle,
  onSelect,
  onPlanSelect,
}: {
  tour: VisitorTour;
  viewer: Viewer | null;
  sceneId: string;
  planSlot: RefObject<HTMLDivElement | null>;
  planOpen: boolean;
  onPlanToggle: () => void;
  /** A room chosen in the scene list. */
  onSelect: (sceneId: string) => void;
  /** A room chosen on the floor plan. */
  onPlanSelect: (sceneId: string) => void;
}) {
  return (
    <div className={styles.bottom}>
      {tour.floorPlans.length > 0 ? (
        <div ref={planSlot} className={styles.planSlot}>
          <PlanToggle open={planOpen} onToggle={onPlanToggle} className={styles.planToggle ?? ''} />
          {planOpen ? (
            <LazyPart>
              <FloorPlan tour={tour} viewer={viewer} sceneId={sceneId} onSelect={onPlanSelect} />
            </LazyPart>
          ) : null}
        </div>
      ) : null}
      <SceneList tour={tour} currentSceneId={sceneId} onSelect={onSelect} />
    </div>
  );
}
