import { useState } from 'react';
import { setVibrationOn, vibrationOn } from '../../../lib/mark-done/vibration.ts';

/** A done buzzes a phone that can (navigator.vibrate); this device's switch turns that off. */
export function VibrationSwitch() {
  const [on, setOn] = useState(vibrationOn);
  if (typeof navigator.vibrate !== 'function') return null;
  function toggle() {
    setVibrationOn(!on);
    setOn(!on);
  }
  return (
    <button className="notifications-switch" type="button" role="switch" aria-checked={on} onClick={toggle}>
      <span className="notifications-track" aria-hidden="true" />
      Buzz when I finish a bite
    </button>
  );
}
