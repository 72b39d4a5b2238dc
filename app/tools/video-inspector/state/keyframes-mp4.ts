// The keyframes of a video the browser cannot decode (HEVC), copied alone into a small MP4 by mediabunny:
// their packets as stored, nothing decoded or re-encoded, with the track's decoder set-up and rotation.
// ffmpeg then decodes only these (about 45 kB each at 1080p) instead of reading the whole file between
// them through WORKERFS, 32 kB per synchronous read: 90 keyframes of a 100 MB file cost 4 MB of reading,
// not 100. Loaded by the video worker for such files only.
import {
  BufferTarget,
  EncodedPacketSink,
  EncodedVideoPacketSource,
  type InputVideoTrack,
  Mp4OutputFormat,
  Output,
} from "mediabunny";

/** An MP4 holding the key packets at `times` (each time a keyframe's, in order), one frame each. */
export async function keyframesMp4(track: InputVideoTrack, times: number[]): Promise<Uint8Array> {
  const codec = track.codec;
  if (!codec) throw new Error("unknown codec");
  const sink = new EncodedPacketSink(track);
  const source = new EncodedVideoPacketSource(codec);
  const target = new BufferTarget();
  const output = new Output({ format: new Mp4OutputFormat(), target });
  output.addVideoTrack(source, { rotation: await track.getRotation() });
  await output.start();
  const decoderConfig = await track.getDecoderConfig();
  if (!decoderConfig) throw new Error("no decoder configuration");
  for (const [index, time] of times.entries()) {
    const packet = await sink.getKeyPacket(time);
    if (!packet) throw new Error(`no keyframe at ${time}`);
    // The decoder's set-up goes with the first packet.
    await source.add(packet, index === 0 ? { decoderConfig } : undefined);
  }
  await output.finalize();
  if (!target.buffer) throw new Error("nothing written");
  return new Uint8Array(target.buffer);
}
