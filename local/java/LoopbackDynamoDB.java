import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * DynamoDB Local bound to 127.0.0.1 only. Its own launcher has no bind-address option and
 * builds Jetty with `new Server(port)`, which listens on every interface: anyone on the network
 * could reach the port and make database files in the data folder (issue 47, item 8). This
 * builds the server exactly as the launcher does (same arguments, same parser), sets the one
 * connector's host before it starts, and starts it. Telemetry is never configured here, so it
 * stays off whatever the arguments say.
 *
 * Compiled once and committed beside this file (a JRE cannot compile), with
 *   javac --release 17 -cp <jar folder>/DynamoDBLocal.jar -d local/java local/java/LoopbackDynamoDB.java
 * tests/unit/loopback-dynamodb-class.test.ts checks the class is this source's.
 */
public final class LoopbackDynamoDB {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server jetty = (Server) field.get(proxy);
    Connector[] connectors = jetty.getConnectors();
    if (connectors.length == 0) throw new IllegalStateException("DynamoDB Local built no connector");
    for (Connector connector : connectors) ((ServerConnector) connector).setHost("127.0.0.1");
    proxy.start();
  }
}
