import { describe, expect, it } from 'vitest';
import { orientationToYawPitch } from './gyroscope.js';

describe('device orientation to view', () => {
  it('upright phone facing north looks at the horizon, heading 0', () => {
    const { yaw, pitch } = orientationToYawPitch(0, 90, 0);
    expect(yaw).toBeCloseTo(0, 6);
    expect(pitch).toBeCloseTo(0, 6);
  });

  it('turning the phone left (alpha grows counter-clockwise) turns the heading to the west', () => {
    expect(orientationToYawPitch(90, 90, 0).yaw).toBeCloseTo(-90, 6);
    expect(orientationToYawPitch(-30, 90, 0).yaw).toBeCloseTo(30, 6);
  });

  it('tilting the top of the phone back looks up; flat on a table looks down', () => {
    expect(orientationToYawPitch(0, 120, 0).pitch).toBeCloseTo(30, 6);
    expect(orientationToYawPitch(0, 0, 0).pitch).toBeCloseTo(-90, 6);
  });

  it('turning an upright phone about its vertical axis (gamma) turns the heading as much', () => {
    const { yaw, pitch } = orientationToYawPitch(0, 90, 30);
    expect(yaw).toBeCloseTo(-30, 6);
    expect(pitch).toBeCloseTo(0, 6);
  });
});
