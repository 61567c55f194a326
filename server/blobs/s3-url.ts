// S3_URL names an S3-compatible bucket in one line: the endpoint's own URL with the access key and
// secret as its user and password, the bucket as its first path segment, and an optional folder after:
//
//   https://ACCESS_KEY:SECRET@s3.eu-west-1.amazonaws.com/my-bucket
//   https://ACCESS_KEY:SECRET@ACCOUNT_ID.r2.cloudflarestorage.com/my-bucket/webcraft
//   http://minio:minio123@127.0.0.1:9000/my-bucket?region=us-east-1
//
// The scheme says whether the endpoint speaks TLS. Amazon's own hosts are addressed virtual-hosted
// style (my-bucket.s3.…), as Amazon asks; every other endpoint path-style (host/my-bucket), which is
// what MinIO, R2, Garage and the like answer without DNS set-up. Messages never repeat the URL: it
// holds a secret.

export type S3Location = {
  /** The endpoint without credentials or path, e.g. https://s3.eu-west-1.amazonaws.com. */
  endpoint: string;
  region: string;
  bucket: string;
  /** Put before every key ("webcraft/" for /my-bucket/webcraft), or "". */
  prefix: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

export class S3UrlError extends Error {}

const EXAMPLE = "https://ACCESS_KEY:SECRET@host/bucket";
/** What S3, R2 and MinIO all accept: 3 to 63 lowercase letters, digits, dots and hyphens. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_SEGMENT = /^[A-Za-z0-9._-]+$/;
const REGION = /^[a-z0-9-]+$/;
const AMAZON_HOST = /^s3[.-](?:([a-z0-9-]+)\.)?amazonaws\.com$/;
/** The region every S3-compatible service accepts when it has none of its own (R2 reads it as "auto"). */
const DEFAULT_REGION = "us-east-1";

export function parseS3Url(value: string): S3Location {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new S3UrlError(
      `must be a URL such as ${EXAMPLE} (percent-encode "/", "@", ":" and "#" in the key and secret, e.g. / as %2F)`,
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new S3UrlError(`must start with https:// (or http:// for an endpoint without TLS), such as ${EXAMPLE}`);
  }
  if (!url.username || !url.password) {
    throw new S3UrlError(`must carry the access key and secret before the host, such as ${EXAMPLE}`);
  }
  if (url.hash) {
    throw new S3UrlError('must not contain "#" (percent-encode it as %23 in a key or secret)');
  }
  const [bucket = "", ...folders] = url.pathname.split("/").slice(1);
  if (!BUCKET.test(bucket)) {
    throw new S3UrlError(
      `must name the bucket after the host, such as ${EXAMPLE}: 3 to 63 lowercase letters, digits, dots and hyphens`,
    );
  }
  const prefixSegments = folders.filter((segment, index) => segment !== "" || index < folders.length - 1);
  if (!prefixSegments.every((segment) => PREFIX_SEGMENT.test(segment))) {
    throw new S3UrlError("the folder after the bucket must be made of letters, digits, dots, hyphens and underscores");
  }
  const options = [...url.searchParams.keys()];
  const unknown = options.find((name) => name !== "region");
  if (unknown !== undefined) {
    throw new S3UrlError(`has an unknown option "${unknown}" (the only one is ?region=)`);
  }
  const amazon = AMAZON_HOST.exec(url.hostname);
  const region = url.searchParams.get("region") ?? amazon?.[1] ?? DEFAULT_REGION;
  if (!REGION.test(region)) {
    throw new S3UrlError('region must be lowercase letters, digits and hyphens, such as eu-west-1 or "auto"');
  }
  return {
    endpoint: url.origin,
    region,
    bucket,
    prefix: prefixSegments.map((segment) => `${segment}/`).join(""),
    accessKeyId: decodeCredential(url.username),
    secretAccessKey: decodeCredential(url.password),
    forcePathStyle: amazon === null,
  };
}

function decodeCredential(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new S3UrlError('has a "%" in the key or secret that starts no escape: write it as %25');
  }
}

/** Where blobs go, for logs: the endpoint, bucket and folder, without the credentials. */
export function describeS3Location({ endpoint, bucket, prefix }: S3Location): string {
  return `S3 bucket ${bucket}${prefix ? `/${prefix.slice(0, -1)}` : ""} at ${endpoint}`;
}
