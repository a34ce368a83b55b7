import { useState } from 'react';
import { resolveMediaUrl, type VisitorTour } from '@tourview/schema';
import type { Viewer } from '@tourview/viewer';
import { useConfig } from '../../config/config-context.js';
import { useMessages, useTourText } from '../../lib/i18n/index.js';
import { conePath, planForScene, planHeading } from './cone.js';
import { placeLabels } from './label-layout.js';
import { messages } from './messages.js';
import { useHeading } from './use-heading.js';
import { useLabelSizes } from './use-label-sizes.js';
import { useWidth } from './use-width.js';
import styles from './floor-plan.module.css';

/** What the floor plan needs. */
export interface FloorPlanProps {
  tour: VisitorTour;
  viewer: Viewer | null;
  sceneId: string;
  onSelect: (sceneId: string) => void;
}

/**
 * The floor plan: a dot per scene (buttons that move there), the current one highlighted
 * with a cone for the view's heading, a north arrow and a floor switch when there are several.
 */
export default function FloorPlanView({ tour, viewer, sceneId, onSelect }: FloorPlanProps) {
  const t = useMessages(messages);
  const text = useTourText(tour);
  const { cdnBaseUrl } = useConfig();
  const yaw = useHeading(viewer);
  const [chosen, setChosen] = useState<{ plan: string; forScene: string } | null>(null);
  const [map, setMap] = useState<HTMLDivElement | null>(null);
  const mapWidth = useWidth(map);
  // Moving to a scene shows its floor again; choosing a floor holds until then.
  const planId = chosen?.forScene === sceneId ? chosen.plan : planForScene(tour.floorPlans, sceneId)?.id;
  const plan = tour.floorPlans.find((p) => p.id === planId);
  const title = (id: string) => {
    const scene = tour.scenes.find((s) => s.id === id);
    return scene ? text(scene.title) : id;
  };
  const labels = useLabelSizes(plan?.scenes.map((spot) => title(spot.scene)) ?? []);
  if (!plan) return null;
  const here = plan.scenes.find((s) => s.scene === sceneId);
  const radius = Math.min(plan.width, plan.height) * 0.22;
  const scale = mapWidth / plan.width;
  const sides = placeLabels(
    plan.scenes.map((spot, i) => ({
      x: spot.x * scale,
      y: spot.y * scale,
      width: labels.sizes[i]?.width ?? 0,
      height: labels.sizes[i]?.height ?? 0,
    })),
    mapWidth,
    plan.height * scale,
  );

  return (
    <section className={styles.plan} aria-labelledby="floor-plan-heading" data-testid="floor-plan">
      <div className={styles.header}>
        <h2 id="floor-plan-heading" className={styles.heading}>
          {t('heading')}
        </h2>
        {tour.floorPlans.length > 1 ? (
          <div role="group" aria-label={t('floors')} className={styles.floors}>
            {tour.floorPlans.map((p) => (
              <button
                key={p.id}
                type="button"
                className={styles.floor}
                aria-pressed={p.id === plan.id}
                onClick={() => setChosen({ plan: p.id, forScene: sceneId })}
              >
                {text(p.label)}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      <div ref={setMap} className={styles.map} style={{ aspectRatio: `${plan.width} / ${plan.height}` }}>
        <img className={styles.image} src={resolveMediaUrl(cdnBaseUrl, plan.image)} alt="" />
        <svg className={styles.overlay} viewBox={`0 0 ${plan.width} ${plan.height}`} aria-hidden="true">
          {here ? (
            <path
              className={styles.cone}
              data-testid="floor-plan-cone"
              data-heading={planHeading(yaw, here.yawOffset)}
              d={conePath(here.x, here.y, planHeading(yaw, here.yawOffset), 70, radius)}
            />
          ) : null}
        </svg>
        {plan.scenes.map((spot, i) => (
          <button
            key={spot.scene}
            type="button"
            className={styles.dot}
            style={{ left: `${(spot.x / plan.width) * 100}%`, top: `${(spot.y / plan.height) * 100}%` }}
            aria-current={spot.scene === sceneId ? 'location' : undefined}
            aria-label={
              spot.scene === sceneId
                ? t('here', { scene: title(spot.scene) })
                : t('goTo', { scene: title(spot.scene) })
            }
            data-scene={spot.scene}
            onClick={() => onSelect(spot.scene)}
          >
            {/* Seen, not read twice: the button's name already says the room. */}
            <span ref={labels.attach(i)} className={styles.name} data-side={sides[i]} aria-hidden="true">
              {title(spot.scene)}
            </span>
          </button>
        ))}
        <span className={styles.north} style={{ transform: `rotate(${plan.north}deg)` }} title={t('north')}>
          <span aria-hidden="true">N</span>
        </span>
      </div>
    </section>
  );
}
