// Blobs as objects of an S3-compatible bucket (S3_URL), each at its key behind the URL's folder.
import { assertBlobKey, assertByteRange, type BlobStore, describeBlob, isBlobKey } from "./blob-store";
import { describeS3Location, type S3Location } from "./s3-url";

type Options = {
  /** Keys per ListObjectsV2 page (S3 answers at most 1000); tests make it small to cross pages. */
  listPageSize?: number;
};

export async function createS3BlobStore(
  location: S3Location,
  { listPageSize = 1000 }: Options = {},
): Promise<BlobStore> {
  // The SDK takes a good part of a second to load: only servers that use S3 pay for it (a dynamic
  // import of a package stays one in the server bundle).
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadBucketCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    PutObjectCommand,
    S3Client,
  } = await import("@aws-sdk/client-s3");
  const { bucket, prefix } = location;
  const client = new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    forcePathStyle: location.forcePathStyle,
    credentials: { accessKeyId: location.accessKeyId, secretAccessKey: location.secretAccessKey },
    // Since early 2025 the SDK adds CRC32 checksums to every upload and checks them on downloads unless
    // told otherwise, and several S3-compatible services refused those requests when it began.
    // Checksums only where the S3 API requires them, as before, suit every service (s3rver takes both).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // An endpoint that stops answering fails the request rather than holding it open forever.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
  });
  const objectKey = (key: string) => {
    assertBlobKey(key);
    return `${prefix}${key}`;
  };

  async function put(bytes: Uint8Array, contentType?: string) {
    const blob = describeBlob(bytes);
    // Put even when the object exists (no look first): identical bytes replace identical bytes, and
    // its LastModified becomes now, which a sweep sparing recent blobs relies on.
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: objectKey(blob.key),
        Body: bytes,
        ContentLength: bytes.byteLength,
        ContentType: contentType ?? "application/octet-stream",
      }),
    );
    return blob;
  }

  /** The object's bytes, and where in the object they begin (a Content-Range's first byte, else 0). */
  async function read(key: string, range?: { start: number; end: number }) {
    const answer = await ifFound(
      client.send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Range: range && `bytes=${range.start}-${range.end}`,
        }),
      ),
    );
    if (!answer?.Body) return null;
    const bytes = await answer.Body.transformToByteArray();
    const firstByte = Number(/^bytes (\d+)-/.exec(answer.ContentRange ?? "")?.[1] ?? 0);
    return { bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), firstByte };
  }

  async function getRange(key: string, start: number, end: number) {
    assertByteRange(start, end);
    try {
      const answer = await read(key, { start, end });
      if (!answer) return null;
      // HTTP lets a server ignore Range and send the whole object, and s3rver sends from the start
      // to the end for a range ending at byte 0: keep only what was asked for.
      const offset = start - answer.firstByte;
      return answer.bytes.subarray(offset, offset + end - start + 1);
    } catch (error) {
      // 416: the object is there, but the range starts past its end (or it is empty).
      if (statusOf(error) === 416) return Buffer.alloc(0);
      throw error;
    }
  }

  async function size(key: string) {
    const head = await ifFound(client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) })));
    return head ? (head.ContentLength ?? 0) : null;
  }

  async function* keys({ writtenBefore }: { writtenBefore?: Date } = {}) {
    let continuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: bucket,
          Prefix: `${prefix}sha256/`,
          MaxKeys: listPageSize,
          ContinuationToken: continuationToken,
        }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(prefix.length) ?? "";
        if (!isBlobKey(key)) continue;
        if (writtenBefore && (!object.LastModified || object.LastModified >= writtenBefore)) continue;
        yield key;
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  return {
    description: describeS3Location(location),
    put,
    get: async (key) => (await read(key))?.bytes ?? null,
    getRange,
    has: async (key) => (await size(key)) !== null,
    size,
    delete: async (key) => {
      // S3 answers 204 whether or not the object was there.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    keys,
    // One request that fails for a missing bucket or refused credentials as well as for a dead endpoint.
    check: async () => {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
    close: async () => client.destroy(),
  };
}

/** The HTTP status of a failed S3 request (the SDK's errors carry it in `$metadata`). */
function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;
}

/** The answer, or null when S3 says 404 (NoSuchKey for GetObject, a bodyless NotFound for HeadObject). */
async function ifFound<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}
