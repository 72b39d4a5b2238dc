import { Button } from "#app/ui/Button.tsx";
import { downloadBlob } from "#app/ui/download.ts";
import { Icon } from "#app/ui/Icon.tsx";

/** "Download the map (PNG)": the map drawn as a picture (map-picture.ts) when clicked, saved as `fileName`. */
export function MapPictureButton({
  label,
  fileName,
  picture,
}: {
  label: string;
  fileName: string;
  picture: () => Promise<Blob | null>;
}) {
  return (
    <Button
      variant="outline"
      onClick={async () => {
        const blob = await picture().catch(() => null);
        if (blob) downloadBlob(fileName, blob);
      }}
    >
      <Icon name="download" />
      {label}
    </Button>
  );
}
