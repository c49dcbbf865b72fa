/// The real file system, through ``FileDescriptor``.
package struct SystemFileSystem: LogFileSystem {
  package init() {}

  package func createNew(_ path: String) throws(SystemError) -> any LogFile {
    try FileDescriptor.createNew(path)
  }

  package func openForUpdate(_ path: String) throws(SystemError) -> any LogFile {
    try FileDescriptor.openForUpdate(path)
  }

  package func createNew(named name: String, in directory: FileDescriptor) throws(SystemError)
    -> any LogFile
  {
    try FileDescriptor.createNew(named: name, in: directory)
  }
}
