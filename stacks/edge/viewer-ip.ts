import { Function as CloudFrontFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { VIEWER_IP_HEADER } from '../../functions/http/origin-guard';

/**
 * A viewer-request CloudFront Function that writes the viewer's address into VIEWER_IP_HEADER,
 * replacing whatever the client sent under that name. Behind CloudFront the origin sees an edge
 * server's address, and the managed AllViewerExceptHostHeader policy (needed: API Gateway and
 * function URLs must get their own Host) cannot add CloudFront's CloudFront-Viewer-Address.
 * Without it every sign-in behind one edge would share one per-IP bucket.
 */
export function viewerIpFunction(scope: Construct, name: string): CloudFrontFunction {
  return new CloudFrontFunction(scope, 'ViewerIp', {
    functionName: `${name}-viewer-ip`,
    comment: `Sets ${VIEWER_IP_HEADER} to the viewer's address`,
    runtime: FunctionRuntime.JS_2_0,
    code: FunctionCode.fromInline(
      `function handler(event) { event.request.headers['${VIEWER_IP_HEADER}'] = { value: event.viewer.ip }; return event.request; }`,
    ),
  });
}
