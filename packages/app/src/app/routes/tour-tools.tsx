import type { Ref } from 'react';
import type { Viewer } from '@tourview/viewer';
import { GuidedTourButton, type GuidedTour } from '../../features/guided-tour/index.js';
import { ShareButton } from '../../features/share-link/index.js';
import { FullscreenButton, GyroscopeButton } from '../../features/tour-viewer/index.js';
import { LanguageSwitch } from '../../components/language-switch.js';
import { MenuButton } from '../../components/menu-button.js';
import { useMessages } from '../../lib/i18n/index.js';
import type { Fullscreen } from '../../lib/use-fullscreen.js';
import { useMediaQuery } from '../../lib/use-media-query.js';
import { COMPACT_TOOLS_QUERY } from '../../lib/tour-screen-layout.js';
import { messages } from '../messages.js';
import { PanelToggle } from './tour-parts.js';
import { tourMessages } from './tour-messages.js';

/** What the top bar's tools act on. */
export interface TourToolsProps {
  viewer: Viewer | null;
  guided: GuidedTour;
  fullscreen: Fullscreen;
  title: string;
  panelOpen: boolean;
  onPanelToggle: () => void;
  /** The Details button, which gets focus back when the panel closes from inside. */
  panelToggle: Ref<HTMLButtonElement>;
  /** The screen's tool button class, and the one of a tool that carries a word. */
  tool: string;
  textTool: string;
  /** False on an unbranded page: listing services allow no share or embed control. */
  shareable: boolean;
}

/**
 * The top bar's tools in one row. A phone keeps only what a visitor reaches for all the time
 * (the guided tour, the details) and puts the rest behind "More", so the title keeps most of
 * the row.
 */
export function TourTools(props: TourToolsProps) {
  const { viewer, guided, fullscreen, title, panelOpen, onPanelToggle, panelToggle, tool, textTool } = props;
  const { shareable } = props;
  const t = useMessages(messages);
  const tt = useMessages(tourMessages);
  const compact = useMediaQuery(COMPACT_TOOLS_QUERY);
  const guide = <GuidedTourButton running={guided.running} onToggle={guided.toggle} className={tool} />;
  const details = (
    <PanelToggle
      ref={panelToggle}
      open={panelOpen}
      onToggle={onPanelToggle}
      className={`${tool} ${textTool}`}
    />
  );
  if (compact) {
    return (
      <>
        {guide}
        {details}
        <MenuButton label={tt('more')} icon={<MoreIcon />} className={tool}>
          {viewer ? <GyroscopeButton viewer={viewer} className="" asMenuItem /> : null}
          {shareable ? <ShareButton title={title} className="" asMenuItem /> : null}
          <FullscreenButton mode={fullscreen.mode} onToggle={fullscreen.toggle} className="" asMenuItem />
          <LanguageSwitch label={t('language')} asMenuItems />
        </MenuButton>
      </>
    );
  }
  return (
    <>
      {guide}
      {viewer ? <GyroscopeButton viewer={viewer} className={tool} /> : null}
      {shareable ? <ShareButton title={title} className={tool} /> : null}
      <FullscreenButton mode={fullscreen.mode} onToggle={fullscreen.toggle} className={tool} />
      <LanguageSwitch label={t('language')} />
      {details}
    </>
  );
}

function MoreIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" width="22" height="22" fill="currentColor">
      <circle cx="5" cy="12" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="19" cy="12" r="2" />
    </svg>
  );
}
