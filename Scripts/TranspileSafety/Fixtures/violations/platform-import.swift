import Foundation
import FoundationEssentials
import Dispatch
import SQLFFI
import Glibc  // expect: platform-import
import Darwin.C  // expect: platform-import
import CSQLite  // expect: platform-import
import SQLFFIShims  // expect: platform-import
@_implementationOnly import WinSDK  // expect: platform-import
import struct Musl.FILE  // expect: platform-import
import
    Android  // expect: platform-import
import sqlctx  // expect: platform-import
