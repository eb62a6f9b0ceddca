import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';

/** S3's smallest part (all but the last); what the writer holds in memory at most, plus one write. */
export const PART_BYTES = 5 * 1024 * 1024;

/** A multipart upload under way: what another invocation needs to go on with it. */
export interface UploadState {
  uploadId: string;
  parts: { ETag: string; PartNumber: number }[];
}

/**
 * An S3 object written as it is produced: text is buffered until a part's worth, then sent as
 * one part of a multipart upload, so a document of any size needs one part of memory and no
 * response body (Lambda's responses stop at 6 MB). A small document is one PutObject.
 *
 * Resumable (the export job, core/users/export-run.ts): `state` after a part was sent is all
 * there is to it, and a writer built with that state goes on with the next part number. What
 * was buffered but not sent is not in the state: whoever saved it produces that text again.
 */
export class ObjectWriter {
  private chunks: Buffer[] = [];
  private buffered = 0;
  private uploadId: string | undefined;
  private readonly parts: { ETag: string; PartNumber: number }[];

  constructor(
    private readonly client: S3Client,
    private readonly target: { Bucket: string; Key: string; ContentType: string },
    resume?: UploadState,
  ) {
    this.uploadId = resume?.uploadId;
    this.parts = [...(resume?.parts ?? [])];
  }

  /** Buffers the text; answers true when that filled a part and the part was sent. */
  async write(text: string): Promise<boolean> {
    const chunk = Buffer.from(text, 'utf8');
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    if (this.buffered < PART_BYTES) return false;
    await this.sendPart();
    return true;
  }

  /** The upload so far (undefined until the first part was sent). */
  get state(): UploadState | undefined {
    return this.uploadId === undefined ? undefined : { uploadId: this.uploadId, parts: [...this.parts] };
  }

  /**
   * Finish the object. A document that never filled a part is one PutObject, to `putKey` if
   * given (a multipart upload's key is fixed when it starts; a single PUT can go straight to its final name).
   */
  async close(putKey = this.target.Key): Promise<void> {
    if (this.uploadId === undefined) {
      await this.client.send(new PutObjectCommand({ ...this.target, Key: putKey, Body: this.take() }));
      return;
    }
    if (this.buffered > 0 || !this.parts.length) await this.sendPart();
    await this.client.send(
      new CompleteMultipartUploadCommand({ Bucket: this.target.Bucket, Key: this.target.Key, UploadId: this.uploadId, MultipartUpload: { Parts: this.parts } }),
    );
  }

  /** After a failure: no half-written object is left behind (nor parts billed forever). */
  async abort(): Promise<void> {
    if (this.uploadId === undefined) return;
    await this.client
      .send(new AbortMultipartUploadCommand({ Bucket: this.target.Bucket, Key: this.target.Key, UploadId: this.uploadId }))
      .catch(() => undefined);
  }

  private take(): Buffer {
    const body = Buffer.concat(this.chunks);
    this.chunks = [];
    this.buffered = 0;
    return body;
  }

  private async sendPart(): Promise<void> {
    if (this.uploadId === undefined) {
      this.uploadId = (await this.client.send(new CreateMultipartUploadCommand(this.target))).UploadId!;
    }
    const PartNumber = this.parts.length + 1;
    const res = await this.client.send(
      new UploadPartCommand({ Bucket: this.target.Bucket, Key: this.target.Key, UploadId: this.uploadId, PartNumber, Body: this.take() }),
    );
    this.parts.push({ ETag: res.ETag!, PartNumber });
  }
}
