import { useEffect, useState, type ReactNode } from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type { WrapperProps } from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { createStorageSlot, useThemeConfig } from '@docusaurus/theme-common';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

const viewedId = createStorageSlot('docusaurus.announcement.id');

/**
 * Docusaurus hides a dismissed bar before hydration through an attribute on
 * <html> that its inline script sets from the stored dismissal alone. When a
 * new announcement (new id) replaces a dismissed one, the theme un-dismisses
 * it in state but the attribute keeps hiding it: clear the attribute then,
 * and only then. The theme reports the bar as active during its first render
 * whatever was stored, so clearing it on `isActive` alone showed a dismissed
 * bar until the theme read the storage (a flash and two layout shifts).
 *
 * Whether the id is new is read while rendering, before the theme's effect
 * stores the current id.
 */
export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const { announcementBar } = useThemeConfig();
  const { isActive } = useAnnouncementBar();
  const [isNewAnnouncement] = useState(
    () =>
      ExecutionEnvironment.canUseDOM &&
      announcementBar !== undefined &&
      viewedId.get() !== announcementBar.id,
  );
  useEffect(() => {
    if (isActive && isNewAnnouncement) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  }, [isActive, isNewAnnouncement]);
  return <AnnouncementBar {...props} />;
}
