// A stand-in for the Cloud Storage rules runtime (cloud-storage-rules-runtime-v1.1.3.jar),
// used ONLY where that jar is neither cached nor downloadable (this offline workplace).
//
// It speaks the runtime's line protocol on stdin/stdout (one JSON request per line,
// one JSON response per line, as firebase-tools' storage/rules/runtime.js expects),
// and PERMITS EVERY REQUEST. storage.rules is therefore NOT enforced while it runs;
// the launcher prints a loud warning and the storage-rules tests report "not run".
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public final class StorageRulesStandIn {
  private static final Pattern ID = Pattern.compile("\"id\"\\s*:\\s*(-?\\d+)");
  private static final Pattern ACTION = Pattern.compile("\"action\"\\s*:\\s*\"([a-z_]+)\"");

  public static void main(String[] args) throws Exception {
    System.err.println(
        "WARNING: storage rules stand-in: storage.rules are NOT enforced, every request is permitted.");
    // firebase-tools waits for a message with id -1 before it sends anything.
    System.out.println("{\"id\":-1,\"status\":\"ok\",\"errors\":[],\"warnings\":[]}");
    System.out.flush();
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String line;
    while ((line = in.readLine()) != null) {
      Matcher id = ID.matcher(line);
      Matcher action = ACTION.matcher(line);
      if (!id.find() || !action.find()) {
        continue;
      }
      String result =
          action.group(1).equals("load_ruleset") ? "{\"rulesVersion\":2}" : "{\"permit\":true}";
      System.out.println(
          "{\"id\":"
              + id.group(1)
              + ",\"status\":\"ok\",\"action\":\""
              + action.group(1)
              + "\",\"errors\":[],\"warnings\":[\"storage rules stand-in: permitted without evaluating storage.rules\"],\"result\":"
              + result
              + "}");
      System.out.flush();
    }
  }
}
