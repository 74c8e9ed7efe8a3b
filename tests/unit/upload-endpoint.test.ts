import { describe, expect, it } from "vitest";
import { directUploadOrigin, s3Endpoint } from "@/lib/uploads/endpoint";

describe("the S3 endpoint browsers upload to", () => {
  it("is S3_ENDPOINT's origin, or AWS's regional endpoint, only when uploads go to S3", () => {
    expect(directUploadOrigin({ UPLOADS_PROVIDER: "s3", S3_ENDPOINT: "http://127.0.0.1:9000/", S3_REGION: "us-east-1" })).toBe("http://127.0.0.1:9000");
    expect(directUploadOrigin({ UPLOADS_PROVIDER: "s3", S3_ENDPOINT: undefined, S3_REGION: "eu-west-2" })).toBe("https://s3.eu-west-2.amazonaws.com");
    expect(s3Endpoint({ S3_ENDPOINT: undefined, S3_REGION: "eu-west-2" })).toBe("https://s3.eu-west-2.amazonaws.com");
    expect(directUploadOrigin({ UPLOADS_PROVIDER: "disk", S3_ENDPOINT: "http://127.0.0.1:9000", S3_REGION: "us-east-1" })).toBeUndefined();
  });
});
