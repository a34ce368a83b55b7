import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import type { Viewer } from '@tourview/viewer';
import { defaultLanguageOf, isEmbedSearch, isUnbrandedTour } from '@tourview/schema';
import { EnquiryDialog } from '../../features/enquiry/index.js';
import { nextSceneId, TourGuide, useGuidedTour } from '../../features/guided-tour/index.js';
import { initialViewState, useViewStateUrl } from '../../features/share-link/index.js';
import {
  OfflineBanner,
  sameHeadingYaw,
  TourViewer,
  useCoveredInsets,
  useDoorFraming,
  type SceneEntry,
} from '../../features/tour-viewer/index.js';
import { liveLinkOfPage, LiveViewing } from '../../features/live-viewing/index.js';
import { LazyPart } from '../../components/lazy-part.js';
import { brandingStyle } from '../../lib/branding-style.js';
import { useTourText } from '../../lib/i18n/index.js';
import { engagement } from '../../lib/engagement/index.js';
import { PANEL_WIDTH_PX, panelOpenAtStart, planFoldedAtStart } from '../../lib/tour-screen-layout.js';
import { useFullscreen } from '../../lib/use-fullscreen.js';
import { useTourContext } from '../tour-context.js';
import { AgencyLogo, SkipToView, TourTitle, useTourTracking } from './tour-parts.js';
import { PropertyAside, TourBottom } from './tour-sections.js';
import { TourTools } from './tour-tools.js';
import styles from './tour.module.css';

const NO_DOORS: readonly { yaw: number }[] = [];
// One number for the panel's width: the page's first script reserves it before the app runs.
const SCREEN_STYLE = { '--panel-width': `${PANEL_WIDTH_PX}px` } as CSSProperties;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** The tour screen (`/{tourCode}`): the 360° viewer with the rooms, plan, listing and contact. */
export default function TourRoute() {
  const { tour } = useTourContext();
  const text = useTourText(tour);
  const [start] = useState(() => initialViewState(tour, window.location.search));
  const [embed] = useState(() => isEmbedSearch(window.location.search));
  const [liveLink] = useState(() => liveLinkOfPage(tour.code));
  const [entry, setEntry] = useState<SceneEntry>(start);
  const [viewer, setViewer] = useState<Viewer | null>(null);
  const [panelOpen, setPanelOpen] = useState(() => panelOpenAtStart(window.location.search));
  const [enquiryOpen, setEnquiryOpen] = useState(false);
  const [planOpen, setPlanOpen] = useState(() => !planFoldedAtStart());
  const [liveSlot, setLiveSlot] = useState<HTMLDivElement | null>(null);
  const [liveOpen, setLiveOpen] = useState(false);
  const liveSlotRef = useRef<HTMLDivElement | null>(null);
  const placeLiveSlot = useCallback((element: HTMLDivElement | null) => {
    liveSlotRef.current = element;
    setLiveSlot(element);
  }, []);
  const screen = useRef<HTMLDivElement>(null);
  const viewBox = useRef<HTMLElement>(null);
  const panel = useRef<HTMLElement>(null);
  const panelToggle = useRef<HTMLButtonElement>(null);
  const planSlot = useRef<HTMLDivElement>(null);
  const [viewCovers] = useState(() => [panel, planSlot, liveSlotRef]);
  const fullscreen = useFullscreen(screen, 'css');
  const track = useTourTracking(tour.code);
  const scene = tour.scenes.find((s) => s.id === entry.sceneId);
  const guided = useGuidedTour(viewer, {
    sceneId: entry.sceneId,
    reducedMotion: prefersReducedMotion(),
    onNext: () => setEntry((e) => ({ sceneId: nextSceneId(tour, e.sceneId) })),
  });
  useViewStateUrl(viewer, entry.sceneId, defaultLanguageOf(tour));
  useEffect(() => {
    engagement.setViewSource(viewer ? () => viewer.getView() : null);
    return () => engagement.setViewSource(null);
  }, [viewer]);
  useEffect(() => {
    if (guided.running) engagement.record({ kind: 'guided_tour_started' });
  }, [guided.running]);
  useCoveredInsets(viewer, viewBox, panel);
  const frameDoors = useDoorFraming(viewer, viewBox, viewCovers);
  const branding = isUnbrandedTour(tour) ? undefined : tour.branding;

  const goTo = useCallback(
    (next: SceneEntry) => {
      guided.pause();
      setEntry(next);
    },
    [guided],
  );
  // The plan's cone keeps pointing the way it did: a jump across the plan keeps the heading. The
  // scene list has no map to keep a heading on, so a room chosen there opens in its start view.
  const goToOnPlan = (sceneId: string): void => {
    engagement.record({ kind: 'plan_used' });
    const yaw = viewer ? sameHeadingYaw(tour, entry.sceneId, sceneId, viewer.getView().yaw) : null;
    goTo(yaw === null ? { sceneId } : { sceneId, view: { yaw, pitch: 0 } });
  };
  const showPanel = useCallback(() => setPanelOpen(true), []);
  const closePanel = (): void => {
    setPanelOpen(false);
    panelToggle.current?.focus();
  };

  return (
    <div
      ref={screen}
      className={styles.screen}
      style={{ ...SCREEN_STYLE, ...brandingStyle(branding) }}
      data-fullscreen={fullscreen.mode}
      data-panel={panelOpen ? 'open' : 'closed'}
      data-embed={embed}
      data-live={liveLink ? (liveOpen ? 'open' : 'bar') : undefined}
    >
      <SkipToView view={viewBox} className={styles.skipLink ?? ''} />
      <header className={styles.topBar}>
        <div className={styles.titles}>
          <AgencyLogo branding={branding} className={styles.logo ?? ''} />
          <TourTitle title={text(tour.title)} className={styles.title ?? ''} />
          <p className={styles.sceneTitle} aria-live="polite" data-testid="current-scene">
            {scene && text(scene.title)}
          </p>
        </div>
        <div className={styles.tools}>
          <TourTools
            viewer={viewer}
            guided={guided}
            fullscreen={fullscreen}
            title={text(tour.title)}
            panelOpen={panelOpen}
            onPanelToggle={() => {
              if (!panelOpen) engagement.record({ kind: 'details_opened' });
              setPanelOpen((o) => !o);
            }}
            panelToggle={panelToggle}
            tool={styles.tool ?? ''}
            textTool={styles.textTool ?? ''}
            shareable={!isUnbrandedTour(tour)}
          />
        </div>
      </header>
      <main ref={viewBox} id="tour-view" className={styles.viewer} tabIndex={-1}>
        <TourViewer
          tour={tour}
          entry={entry}
          onNavigate={goTo}
          onViewer={setViewer}
          onUnavailable={showPanel}
          onSceneEntered={(sceneId) => {
            track('scene_entered', { scene_id: sceneId });
            engagement.enterRoom(sceneId);
            // A shared view and a heading kept through a door stay as they are, and the guided tour frames rooms itself.
            const entered = tour.scenes.find((s) => s.id === sceneId);
            if (entered && !entry.view && !guided.running) frameDoors(entered);
          }}
          onHotspotUsed={(kind, id) => {
            guided.pause();
            track('hotspot_used', { scene_id: entry.sceneId, hotspot_kind: kind, hotspot_id: id });
            const room = entry.sceneId;
            engagement.record(
              kind === 'link'
                ? { kind: 'door_clicked', room, target: id }
                : { kind: 'info_clicked', room, hotspot: id },
            );
          }}
        />
        <TourGuide
          viewer={viewer}
          sceneId={entry.sceneId}
          doors={scene?.links ?? NO_DOORS}
          guided={guided}
          covers={viewCovers}
        />
        {liveLink ? (
          <LazyPart>
            <LiveViewing
              viewer={viewer}
              role={liveLink.role}
              secret={liveLink.secret}
              tourCode={tour.code}
              sceneId={entry.sceneId}
              onScene={(sceneId, view) => goTo({ sceneId, view })}
              reducedMotion={prefersReducedMotion()}
              panelSlot={liveSlot}
              onPanelOpen={setLiveOpen}
            />
          </LazyPart>
        ) : null}
      </main>
      {/* The live panel's own place beside the plan and rooms, so it never covers them. */}
      {liveLink ? <div ref={placeLiveSlot} className={styles.liveSlot} /> : null}
      <OfflineBanner />
      <PropertyAside
        tour={tour}
        panel={panel}
        open={panelOpen}
        label={text(tour.title)}
        onClose={closePanel}
        onContactAgent={() => {
          engagement.record({ kind: 'contact_opened' });
          setEnquiryOpen(true);
        }}
        onLoanCalculatorOpen={() => track('loan_calculator_opened', {})}
      />
      <TourBottom
        tour={tour}
        viewer={viewer}
        sceneId={entry.sceneId}
        planSlot={planSlot}
        planOpen={planOpen}
        onPlanToggle={() => setPlanOpen((o) => !o)}
        onSelect={(id) => goTo({ sceneId: id })}
        onPlanSelect={goToOnPlan}
      />
      {enquiryOpen && !isUnbrandedTour(tour) ? (
        <LazyPart placement="overlay" onClose={() => setEnquiryOpen(false)}>
          <EnquiryDialog
            tour={tour}
            onClose={() => setEnquiryOpen(false)}
            onSent={() => {
              track('enquiry_sent', {});
              engagement.record({ kind: 'enquiry_sent' });
            }}
          />
        </LazyPart>
      ) : null}
    </div>
  );
}
