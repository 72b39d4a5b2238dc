import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { canonicalZone, isKnownZone } from "#app/features/time-zones/logic/zone-id.ts";
import { useClockTools } from "#app/features/time-zones/use-clock-tools.ts";
import { useAddressState } from "#app/lib/pages/use-address-state.ts";
import { type Decoded, decode, UNITS, type Unit } from "../logic/decode.ts";

const asUnit = (value: string | null): Unit | undefined => UNITS.find((unit) => unit === value);

/**
 * The decoder's inputs, read from and written back to the address (?value=…&unit=…&zone=…), and what
 * they decode to once the browser's clock tools are there (null before).
 */
export function useDecoder() {
  const [params] = useSearchParams();
  const [value, setValue] = useState(params.get("value") ?? "");
  const [unit, setUnit] = useState<Unit | undefined>(asUnit(params.get("unit")));
  const fromAddress = params.get("zone");
  // The address's zone by its one name (Asia/Ho_Chi_Minh for Asia/Saigon), null when unknown.
  const [chosenZone, setZone] = useState<string | null>(fromAddress ? canonicalZone(fromAddress) : null);
  // A zone the address names but no browser knows is said beside the field until another is chosen.
  const unknownZone =
    chosenZone === null && fromAddress !== null && !isKnownZone(fromAddress) ? fromAddress : null;
  const { Temporal, visitorZone } = useClockTools();
  const zone = chosenZone ?? visitorZone;

  useAddressState({ value, unit, zone: chosenZone ?? undefined }, Temporal !== null);

  const decoded: Decoded | null = useMemo(
    () =>
      Temporal === null || zone === null ? null : decode(value, { zone, unit, nowMs: Date.now() }, Temporal),
    [Temporal, zone, value, unit],
  );
  return { value, setValue, unit, setUnit, zone, setZone, visitorZone, decoded, Temporal, unknownZone };
}
