/// The version of Gather Site, shown by `--version` and in each page's generator tag.
public enum GatherSiteVersion {
  public static let current = "0.1.0"
}
