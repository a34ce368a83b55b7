import { HOTSPOT_ICON_NAMES, HOTSPOT_ICONS, type HotspotIcon } from '@tourview/schema';

/** The icon a door or an info point shows: its kind's usual sign, or one of the fixed set. */
export function IconField({
  id,
  kind,
  icon,
  onChange,
}: {
  id: string;
  kind: 'door' | 'info';
  icon: HotspotIcon | undefined;
  onChange: (icon: HotspotIcon | undefined) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>Icon</label>
      <select
        id={id}
        value={icon ?? ''}
        onChange={(e) => onChange(HOTSPOT_ICONS.find((i) => i === e.target.value))}
      >
        <option value="">{kind === 'door' ? 'Usual arrow' : 'Usual “i”'}</option>
        {HOTSPOT_ICONS.map((i) => (
          <option key={i} value={i}>
            {HOTSPOT_ICON_NAMES[i]}
          </option>
        ))}
      </select>
    </div>
  );
}
